import { describe, expect, it } from "vitest";
import { roiFormSchema } from "./learning.ts";

const messages = (input: unknown) => {
  const result = roiFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("roiFormSchema", () => {
  it("reads a pt-BR decimal and whole months", () => {
    expect(roiFormSchema.parse({ invested: 1500.5, return_percent: " 12,5 ", months: "18" })).toEqual({
      invested: 1500.5,
      return_percent: 12.5,
      months: 18,
    });
    expect(roiFormSchema.parse({ invested: 1, return_percent: "0", months: "1" }).return_percent).toBe(0);
  });

  it("says in pt-BR what is wrong", () => {
    expect(messages({ invested: null, return_percent: "", months: "" })).toEqual([
      "Informe o valor investido.",
      "Informe o retorno esperado em %.",
      "Informe o prazo em meses.",
    ]);
    expect(messages({ invested: 100, return_percent: "-3", months: "12" })).toEqual([
      "O retorno esperado não pode ser negativo.",
    ]);
    expect(messages({ invested: 100, return_percent: "doze", months: "12" })).toEqual(["Use um número, como 12,5."]);
    expect(messages({ invested: 100, return_percent: "5", months: "1,5" })).toEqual([
      "Use um número inteiro de meses.",
    ]);
    expect(messages({ invested: 100, return_percent: "5", months: "0" })).toEqual([
      "O prazo deve ser de pelo menos 1 mês.",
    ]);
    // A negative or non-numeric period says the rule it breaks.
    expect(messages({ invested: 100, return_percent: "5", months: "-3" })).toEqual([
      "O prazo deve ser de pelo menos 1 mês.",
    ]);
    expect(messages({ invested: 100, return_percent: "5", months: "doze" })).toEqual([
      "Use só números, por exemplo 24.",
    ]);
    expect(messages({ invested: 10_000_000_000_000, return_percent: "5", months: "12" })).toEqual([
      "O valor máximo é R$ 9.999.999.999.999,99.",
    ]);
    expect(messages({ invested: 100, return_percent: "1000,01", months: "601" })).toEqual([
      "Use um retorno de no máximo 1000 %.",
      "Use um prazo de no máximo 600 meses.",
    ]);
    expect(messages({ invested: 0, return_percent: "5", months: "12" })).toEqual([
      "Informe um valor investido maior que zero.",
    ]);
  });
});
