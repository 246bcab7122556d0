// Pix keys as the DICT accepts them (docs/decisions/105-business-days-pix-keys-and-escrow-statements.md).
import { describe, expect, it } from "vitest";
import { pixKeyBelongsTo, pixKeySchema, validatePixKey } from "./pix-keys.ts";

const accepted = (type: string, typed: string) => {
  const check = validatePixKey(type, typed);
  if (!check.ok) throw new Error(`refused: ${check.message}`);
  return check.key.value;
};
const refusal = (type: string, typed: string) => {
  const check = validatePixKey(type, typed);
  if (check.ok) throw new Error(`accepted: ${check.key.value}`);
  return check.message;
};

describe("CPF keys", () => {
  it("strips the punctuation", () => {
    expect(accepted("cpf", "529.982.247-25")).toBe("52998224725");
    expect(accepted("cpf", " 52998224725 ")).toBe("52998224725");
  });

  it.each([["529.982.247-24"], ["111.111.111-11"], ["5299822472"], ["529982247255"], ["529.982.247-2a"]])(
    "refuses %s",
    (typed) => {
      expect(refusal("cpf", typed)).toBe("Chave Pix inválida: o CPF informado não é válido.");
    },
  );
});

describe("CNPJ keys", () => {
  it("strips the punctuation", () => {
    expect(accepted("cnpj", "11.222.333/0001-81")).toBe("11222333000181");
  });

  it.each([["11.222.333/0001-80"], ["00000000000000"], ["1122233300018"], ["11.222.333/0001-8x"]])(
    "refuses %s",
    (typed) => {
      expect(refusal("cnpj", typed)).toBe("Chave Pix inválida: o CNPJ informado não é válido.");
    },
  );
});

describe("e-mail keys", () => {
  it("lower-cases and trims", () => {
    expect(accepted("email", "  Ana.Souza@Exemplo.COM.br ")).toBe("ana.souza@exemplo.com.br");
  });

  it("accepts 77 characters and refuses 78", () => {
    const at77 = `${"a".repeat(65)}@exemplo.com`;
    expect(at77).toHaveLength(77);
    expect(accepted("email", at77)).toBe(at77);
    expect(refusal("email", `a${at77}`)).toBe("Chave Pix inválida: o e-mail deve ter no máximo 77 caracteres.");
  });

  it.each([["ana"], ["ana@"], ["@exemplo.com"], ["ana souza@exemplo.com"], ["ana@exemplo..com"]])(
    "refuses %s",
    (typed) => {
      expect(refusal("email", typed)).toBe("Chave Pix inválida: o e-mail informado não é válido.");
    },
  );
});

describe("phone keys", () => {
  it.each([
    ["(11) 98765-4321"],
    ["11987654321"],
    ["11 98765 4321"],
    ["+55 (11) 98765-4321"],
    ["+5511987654321"],
    ["5511987654321"],
  ])("writes %s as +5511987654321", (typed) => {
    expect(accepted("phone", typed)).toBe("+5511987654321");
  });

  it("refuses a number from another country", () => {
    expect(refusal("phone", "+1 415 555 2671")).toBe(
      "Chave Pix inválida: o celular deve ser um número do Brasil (+55).",
    );
  });

  it.each([
    ["(11) 3456-7890", "a landline"],
    ["98765-4321", "no area code"],
    ["(20) 98765-4321", "an area code that does not exist"],
    ["(11) 88765-4321", "a mobile that does not start with 9"],
    ["(11) 98765-432a", "a letter"],
  ])("refuses %s (%s)", (typed) => {
    expect(refusal("phone", typed)).toMatch(/^Chave Pix inválida: o celular deve ter DDD/);
  });
});

describe("random (EVP) keys", () => {
  it("lower-cases a UUID", () => {
    expect(accepted("evp", "123E4567-E89B-12D3-A456-426614174000")).toBe("123e4567-e89b-12d3-a456-426614174000");
  });

  it.each([["123e4567e89b12d3a456426614174000"], ["123e4567-e89b-12d3-a456-42661417400g"], ["qualquer"]])(
    "refuses %s",
    (typed) => {
      expect(refusal("evp", typed)).toBe("Chave Pix inválida: a chave aleatória informada não é válida.");
    },
  );
});

describe("type and emptiness", () => {
  it("refuses an unknown type and an empty key", () => {
    expect(refusal("iban", "x")).toBe("Chave Pix inválida: escolha o tipo da chave.");
    expect(refusal("email", "   ")).toBe("Chave Pix inválida: informe a chave.");
  });
});

describe("pixKeyBelongsTo", () => {
  const owner = { cpf: "529.982.247-25" };

  it("accepts the person's own CPF and keys it cannot trace", () => {
    expect(pixKeyBelongsTo({ type: "cpf", value: "52998224725" }, owner)).toEqual({ ok: true });
    expect(pixKeyBelongsTo({ type: "email", value: "ana@exemplo.com" }, owner)).toEqual({ ok: true });
    expect(pixKeyBelongsTo({ type: "phone", value: "+5511987654321" }, owner)).toEqual({ ok: true });
  });

  it("refuses someone else's CPF", () => {
    expect(pixKeyBelongsTo({ type: "cpf", value: "11144477735" }, owner)).toEqual({
      ok: false,
      message: "Chave Pix inválida: a chave CPF deve ser o seu próprio CPF.",
    });
  });

  it("refuses a company's CNPJ for a person", () => {
    expect(pixKeyBelongsTo({ type: "cnpj", value: "11222333000181" }, owner)).toEqual({
      ok: false,
      message: "Chave Pix inválida: a chave CNPJ é de uma empresa; use uma chave em seu nome.",
    });
  });
});

describe("pixKeySchema", () => {
  it("gives the normalised key", () => {
    expect(pixKeySchema.parse({ type: "phone", value: "(11) 98765-4321" })).toEqual({
      type: "phone",
      value: "+5511987654321",
    });
  });

  it("answers the refusal's sentence on the value, never a schema message", () => {
    const result = pixKeySchema.safeParse({ type: "cpf", value: "123" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["value", "Chave Pix inválida: o CPF informado não é válido."],
    ]);
  });

  it("a missing value or type is refused in the same words", () => {
    const missingValue = pixKeySchema.safeParse({ type: "cpf" });
    expect(missingValue.error?.issues[0]?.message).toBe("Chave Pix inválida: informe a chave.");
    const badType = pixKeySchema.safeParse({ type: "iban", value: "x" });
    expect(badType.error?.issues[0]?.message).toBe("Chave Pix inválida: escolha o tipo da chave.");
  });
});
