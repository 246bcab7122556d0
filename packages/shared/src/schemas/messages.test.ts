import { describe, expect, it } from "vitest";
import { z } from "zod";
import "../zod-pt-br.ts";
import { createProjectInputSchema, phaseInputSchema, updateFundingInputSchema } from "./projects.ts";
import { reviewInputSchema, supplierInputSchema } from "./suppliers.ts";
import { respondQuotationInputSchema } from "./quotations.ts";
import { isoDateSchema } from "./common.ts";

/** The messages a person reads, keyed by field path. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
}

const project = {
  purpose: "investment",
  title: "Residencial",
  location_city: "Curitiba",
  location_state: "PR",
  project_type: "casas",
};

describe("written pt-BR messages for typed fields", () => {
  it("explains an out-of-range or non-numeric ROI and duration", () => {
    expect(messagesOf(createProjectInputSchema, { ...project, roi: 2000, timeline_months: 0 })).toEqual({
      roi: "A rentabilidade esperada deve ficar entre 0% e 1000%.",
      timeline_months: "A duração deve ser de 1 a 600 meses.",
    });
    expect(messagesOf(createProjectInputSchema, { ...project, roi: Number.NaN })).toEqual({
      roi: "Informe a rentabilidade como um número, por exemplo 12,5.",
    });
  });

  it("explains a supplier's radius and delivery days out of range", () => {
    const messages = messagesOf(supplierInputSchema, {
      company_name: "Acme",
      cnpj: "11.222.333/0001-81",
      category: "materiais",
      location_city: "Curitiba",
      location_state: "PR",
      service_radius_km: 6000,
      average_delivery_days: -1,
    });
    expect(messages.service_radius_km).toBe("O raio deve ficar entre 0 e 5000 km.");
    expect(messages.average_delivery_days).toBe("O prazo médio deve ficar entre 0 e 365 dias.");
  });

  it("explains a fractional rating and an overlong delivery time", () => {
    expect(
      messagesOf(reviewInputSchema, {
        rating: 4.5,
        quality_rating: 5,
        deadline_rating: 5,
        cost_rating: 5,
        communication_rating: 5,
      }),
    ).toEqual({
      rating: "Dê uma nota de 1 a 5.",
    });
    expect(
      messagesOf(respondQuotationInputSchema, { estimated_price: 10, estimated_delivery_days: 5000, message: "Ok" }),
    ).toEqual({ estimated_delivery_days: "O prazo de entrega deve ser de até 3650 dias." });
  });

  it("gives a date outside the supported years one reason, not also 'past'", () => {
    // Every message of the field: the web shows them all together.
    const deadlineMessages = (deadline: string) =>
      createProjectInputSchema
        .safeParse({ ...project, deadline })
        .error?.issues.filter((i) => i.path.join(".") === "deadline")
        .map((i) => i.message);
    expect(deadlineMessages("1850-01-01")).toEqual(["Informe uma data entre 1900 e 2200, no formato aaaa-mm-dd."]);
    expect(deadlineMessages("2001-01-01")).toEqual(["O prazo não pode ser uma data passada."]);
  });

  it("says what is wrong with a value that was typed, not that it is missing", () => {
    expect(
      messagesOf(respondQuotationInputSchema, { estimated_price: 10, estimated_delivery_days: -3, message: "Ok" }),
    ).toEqual({ estimated_delivery_days: "O prazo de entrega deve ser de pelo menos 1 dia." });
    expect(messagesOf(phaseInputSchema, { name: "Obra", start_date: "2031-05-01", end_date: "2031-04-01" })).toEqual({
      end_date: "O término da etapa não pode ser antes do início.",
    });
  });

  it("asks for a date when a date field gets another type", () => {
    expect(messagesOf(isoDateSchema, 20250101)).toEqual({ "": "Informe a data, no formato aaaa-mm-dd." });
    expect(messagesOf(phaseInputSchema, { name: "Fundação", status: "paused" })).toEqual({
      status: "Selecione o status da etapa.",
    });
  });
});

describe("zod's own messages", () => {
  it("are pt-BR once the shared locale module is loaded", () => {
    const message = z.object({ a: z.string() }).safeParse(null).error?.issues[0]?.message ?? "";
    expect(message).toBe('Entrada inválida: esperava um objeto, recebeu um valor "nulo"');
  });
});

describe("funding terms", () => {
  it("name each empty field", () => {
    expect(messagesOf(updateFundingInputSchema, { target_amount: null, min_investment: null, deadline: "" })).toEqual({
      target_amount: "Informe a meta de captação.",
      min_investment: "Informe o investimento mínimo.",
      deadline: "Informe o prazo da captação, no formato aaaa-mm-dd.",
    });
  });
});
