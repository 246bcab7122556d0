import { describe, expect, it } from "vitest";
import type { z } from "zod";
import "../zod-pt-br.ts";
import {
  cancelContractInputSchema,
  contractListQuerySchema,
  createContractInputSchema,
  updateContractInputSchema,
} from "./contracts.ts";

/** The messages a person reads, keyed by field path. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

const valid = {
  name: "Termo de Adesão",
  client_name: "Joana Prado",
  project_id: "3f1c2a9e-3b7d-4c5e-8f9a-1b2c3d4e5f60",
  value: 12_500.5,
  start_date: "2026-03-01",
  end_date: "2027-02-28",
  type: "adesao",
};

describe("contract schemas", () => {
  it("gives every empty field of the dialog its own sentence, one each", () => {
    expect(
      messagesOf(createContractInputSchema, {
        name: "",
        client_name: " ",
        project_id: "",
        value: null,
        start_date: "",
        end_date: "",
        type: "",
      }),
    ).toEqual({
      name: ["Informe o nome do contrato."],
      client_name: ["Informe o cliente."],
      project_id: ["Selecione o projeto."],
      value: ["Informe o valor do contrato."],
      start_date: ["Informe a data de início, no formato aaaa-mm-dd."],
      end_date: ["Informe a data de término, no formato aaaa-mm-dd."],
      type: ["Selecione o tipo do contrato."],
    });
  });

  it("refuses an end before the start even while other fields are still empty, and accepts one same day", () => {
    expect(messagesOf(createContractInputSchema, { start_date: "2026-05-10", end_date: "2026-05-09" })).toMatchObject({
      end_date: ["A data de término não pode ser anterior à data de início."],
    });
    expect(createContractInputSchema.safeParse({ ...valid, end_date: valid.start_date }).success).toBe(true);
    // A wrong date gets its own message only.
    expect(messagesOf(createContractInputSchema, { ...valid, end_date: "2026-02-30" })).toEqual({
      end_date: ["Essa data não existe: confira o dia e o mês, no formato aaaa-mm-dd."],
    });
  });

  it("bounds the value: above zero, centavos, at most R$ 100 bilhões", () => {
    expect(messagesOf(createContractInputSchema, { ...valid, value: 0 })).toEqual({
      value: ["O valor deve ser maior que zero."],
    });
    expect(messagesOf(createContractInputSchema, { ...valid, value: 1.005 })).toEqual({
      value: ["Use no máximo duas casas decimais."],
    });
    expect(messagesOf(createContractInputSchema, { ...valid, value: 100_000_000_000.01 })).toEqual({
      value: ["O valor do contrato deve ser de até R$ 100.000.000.000,00."],
    });
  });

  it("creates without a PDF as null; an edit tells keep (absent), remove (null) and replace apart", () => {
    expect(createContractInputSchema.parse(valid).file_id).toBeNull();
    expect("file_id" in updateContractInputSchema.parse(valid)).toBe(false);
    expect(updateContractInputSchema.parse({ ...valid, file_id: null }).file_id).toBeNull();
  });

  it("requires a cancellation reason and reads list filters", () => {
    expect(messagesOf(cancelContractInputSchema, { reason: "  " })).toEqual({
      reason: ["Informe o motivo do cancelamento."],
    });
    expect(contractListQuerySchema.parse({ page: "3", status: "ativo" })).toEqual({ page: 3, status: "ativo" });
    expect(messagesOf(contractListQuerySchema, { status: "ativa" })).toEqual({
      status: ["Escolha um status da lista."],
    });
  });
});
