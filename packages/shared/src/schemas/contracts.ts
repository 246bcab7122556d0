import { z } from "zod";
import { TEXT_LIMITS } from "../text-limits.ts";
import { CONTRACT_STATUSES, CONTRACT_TYPES } from "../contracts.ts";
import { SIGNATURE_STATUSES } from "../signatures.ts";
import { isoDateSchema, requiredDateSchema, requiredText } from "./common.ts";
import { listPageSchema, listQuerySchema, listSearchSchema } from "./list-query.ts";

/** Reais with at most two decimals (centavos). */
const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** The largest value a contract may have: R$ 100 bilhões is past any real-estate deal, and numeric(15,2) holds it. */
export const MAX_CONTRACT_VALUE = 100_000_000_000;

const END_BEFORE_START = "A data de término não pode ser anterior à data de início.";

/** The fields a person fills in the "Novo Contrato" and "Editar" dialogs. */
export const contractFields = {
  name: requiredText("Informe o nome do contrato.", 160),
  client_name: requiredText("Informe o cliente.", 160),
  project_id: z.uuid({ error: "Selecione o projeto." }),
  value: z
    .number({ error: "Informe o valor do contrato." })
    .finite("Informe o valor do contrato.")
    .gt(0, "O valor deve ser maior que zero.")
    .max(MAX_CONTRACT_VALUE, "O valor do contrato deve ser de até R$ 100.000.000.000,00.")
    .refine(hasCents, "Use no máximo duas casas decimais."),
  start_date: requiredDateSchema("a data de início"),
  end_date: requiredDateSchema("a data de término"),
  type: z.enum(CONTRACT_TYPES, { error: "Selecione o tipo do contrato." }),
};

/** A real yyyy-mm-dd date (the field's own messages say what is wrong otherwise). */
const isRealDate = (v: unknown) => typeof v === "string" && isoDateSchema.safeParse(v.trim()).success;

/**
 * End not before start, under `end_date`. Checked whenever both dates are real, even while other
 * fields are still empty, so the form shows it together with their messages.
 */
const endNotBeforeStart = (value: { start_date: string; end_date: string }) => value.end_date >= value.start_date;
const endNotBeforeStartParams = {
  path: ["end_date"],
  message: END_BEFORE_START,
  when: (payload: { value: unknown }) => {
    const v = payload.value as { start_date?: unknown; end_date?: unknown } | undefined;
    return isRealDate(v?.start_date) && isRealDate(v?.end_date);
  },
};

/** POST /api/contracts. `file_id`: an id returned by POST /api/files, a PDF of the user's own. */
export const createContractInputSchema = z
  .object({
    ...contractFields,
    file_id: z
      .uuid({ error: "Arquivo inválido." })
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine(endNotBeforeStart, endNotBeforeStartParams);
export type CreateContractInput = z.input<typeof createContractInputSchema>;

/**
 * PATCH /api/contracts/:id: every field again; `file_id` left out keeps the current PDF, null
 * removes it and an id replaces it.
 */
export const updateContractInputSchema = z
  .object({ ...contractFields, file_id: z.uuid({ error: "Arquivo inválido." }).nullable().optional() })
  .refine(endNotBeforeStart, endNotBeforeStartParams);
export type UpdateContractInput = z.input<typeof updateContractInputSchema>;

export const cancelContractInputSchema = z.object({
  reason: requiredText("Informe o motivo do cancelamento.", TEXT_LIMITS.contractCancelReason),
});
export type CancelContractInput = z.input<typeof cancelContractInputSchema>;

export const contractListQuerySchema = listQuerySchema.extend({
  status: z.enum(CONTRACT_STATUSES, { error: "Escolha um status da lista." }).optional(),
  type: z.enum(CONTRACT_TYPES, { error: "Escolha um tipo da lista." }).optional(),
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

export const contractSchema = z.object({
  id: z.string(),
  name: z.string(),
  client_name: z.string(),
  project: z.object({ id: z.string(), title: z.string() }),
  value: z.number(),
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  /** The signed or draft PDF, when one was attached. */
  file: z.object({ name: z.string(), size: z.number(), download_url: z.string() }).nullable(),
  created_at: z.string(),
  /** "Última modificação". */
  updated_at: z.string(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** Its latest signature request ("Enviar para assinatura"), if it was ever sent. */
  signature: z.object({ id: z.string(), status: z.enum(SIGNATURE_STATUSES) }).nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListSchema = listPageSchema(contractSchema);
export type ContractList = z.infer<typeof contractListSchema>;

export const contractProjectOptionsQuerySchema = z.object({ q: listSearchSchema() });

export const contractProjectOptionsSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type ContractProjectOption = z.infer<typeof contractProjectOptionsSchema>["items"][number];
