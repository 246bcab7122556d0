import { z } from "zod";
import { isoDateSchema, noNul, NUL_MESSAGE, uuidSchema } from "./common.ts";

// The admin's reconciliation desk (docs/product/payments.md#conciliacao-mesa-do-admin,
// docs/decisions/119-reconciliation-desk.md): per São Paulo day and project, what the PSP says moved, what the
// ledger says, and every difference, each resolvable with a reason kept in an append-only trail.

/** What can differ between the PSP, the bank statement and the ledger. */
export const RECONCILIATION_DIFFERENCE_KINDS = [
  /** A Pix whose txid is no charge of ours (or that paid no charge). */
  "pix_unmatched",
  /** A second Pix for a charge already paid. */
  "pix_duplicate",
  /** A refund the PSP did not make after every attempt. */
  "refund_failed",
  /** A payout the PSP did not make after every attempt. */
  "payout_failed",
  /** A bank statement line that matches no received Pix, refund or payout. */
  "statement_unmatched",
  /** A ledger transaction whose PSP record (received Pix, refund, payout) does not exist. */
  "ledger_without_psp",
  /** A PSP record that is done but has no ledger transaction. */
  "psp_without_ledger",
] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCE_KINDS)[number];

export const RECONCILIATION_DIFFERENCE_LABELS: Record<ReconciliationDifferenceKind, string> = {
  pix_unmatched: "Pix sem cobrança",
  pix_duplicate: "Pix em duplicidade",
  refund_failed: "Devolução falhou",
  payout_failed: "Repasse falhou",
  statement_unmatched: "Linha do extrato sem correspondência",
  ledger_without_psp: "Lançamento sem registro no PSP",
  psp_without_ledger: "Movimento do PSP sem lançamento",
};

/** The trail's kinds: the differences', and a failed payment job re-queued. */
export const RECONCILIATION_TRAIL_KIND_LABELS: Record<string, string> = {
  ...RECONCILIATION_DIFFERENCE_LABELS,
  payment_job_failed: "Tarefa de pagamento com falha",
};

/**
 * What an admin may do with a difference: note why it is fine as it is, or give an unmatched Pix back
 * to its payer. Money is never attributed by hand (decision 119).
 */
export const RECONCILIATION_ACTIONS = ["acknowledge", "refund_payer", "retry_job"] as const;
export type ReconciliationAction = (typeof RECONCILIATION_ACTIONS)[number];

export const RECONCILIATION_ACTION_LABELS: Record<ReconciliationAction, string> = {
  acknowledge: "Registrar justificativa",
  refund_payer: "Devolver ao pagador",
  retry_job: "Tentar novamente",
};

export const RECONCILIATION_REASON_MAX = 1000;
export const RECONCILIATION_MESSAGES = {
  reason: "Informe o motivo da resolução.",
  action: "Escolha o que fazer com a diferença.",
  key: "Diferença desconhecida.",
} as const;

const reasonSchema = z
  .string({ error: RECONCILIATION_MESSAGES.reason })
  .trim()
  .min(1, RECONCILIATION_MESSAGES.reason)
  .max(RECONCILIATION_REASON_MAX, `Use no máximo ${RECONCILIATION_REASON_MAX.toLocaleString("pt-BR")} caracteres.`)
  .refine(noNul, NUL_MESSAGE);

/** The desk's day (São Paulo) and, optionally, one project. */
export const reconciliationQuerySchema = z.object({
  day: isoDateSchema.optional(),
  project_id: uuidSchema.optional(),
});
export type ReconciliationQuery = z.input<typeof reconciliationQuerySchema>;

export const reconciliationResolutionSchema = z.object({
  id: z.string(),
  difference_key: z.string(),
  kind: z.string(),
  action: z.enum(RECONCILIATION_ACTIONS),
  reason: z.string(),
  amount: z.number(),
  day: z.string(),
  project_id: z.string().nullable(),
  resolved_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type ReconciliationResolution = z.infer<typeof reconciliationResolutionSchema>;

export const reconciliationDifferenceSchema = z.object({
  /** Stable across reads: what a resolution names. */
  key: z.string(),
  kind: z.enum(RECONCILIATION_DIFFERENCE_KINDS),
  /** Reais: positive in, negative out. */
  amount: z.number(),
  occurred_at: z.string(),
  /** The money's own id: an endToEndId, a ledger reference, a statement line's FITID. */
  reference: z.string(),
  project_id: z.string().nullable(),
  /** A pt-BR sentence saying what differs. */
  description: z.string(),
  /** What the admin may do while it is open. */
  actions: z.array(z.enum(RECONCILIATION_ACTIONS)),
  resolution: reconciliationResolutionSchema.nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

const movementSchema = z.object({ count: z.number(), amount: z.number() });

export const reconciliationReportSchema = z.object({
  day: z.string(),
  project_id: z.string().nullable(),
  /** What the PSP (received Pix, refunds, payouts) says moved that day. */
  psp: z.object({ received: movementSchema, refunded: movementSchema, paid_out: movementSchema }),
  /** What the ledger's escrow_bank account says moved that day, by the same three kinds. */
  ledger: z.object({ received: movementSchema, refunded: movementSchema, paid_out: movementSchema }),
  /** The bank statement lines of that day, and how many matched a PSP movement. */
  statement: z.object({ lines: z.number(), matched: z.number() }),
  differences: z.array(reconciliationDifferenceSchema),
  /** What was resolved about this day's differences, including those no longer open. */
  resolutions: z.array(reconciliationResolutionSchema),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

export const escrowBalanceSchema = z.object({
  /** The sandbox PSP stands in for a real one: the desk says no real money moves. */
  sandbox: z.boolean(),
  /** The ledger's escrow_bank balance now. */
  ledger: z.number(),
  /** The bank's word: the last imported statement's closing balance, or null with none imported. */
  bank: z
    .object({
      amount: z.number(),
      at: z.string(),
      source: z.enum(["statement"]),
      /** The ledger's escrow_bank balance at that same instant. */
      ledger_at_same_time: z.number(),
      /** bank − ledger at that instant: zero when they agree. */
      difference: z.number(),
    })
    .nullable(),
});
export type EscrowBalance = z.infer<typeof escrowBalanceSchema>;

export const resolveDifferenceSchema = z.object({
  /** The day the desk showed it under (a difference is looked up again in that day's reconciliation). */
  day: isoDateSchema,
  key: z.string({ error: RECONCILIATION_MESSAGES.key }).min(1, RECONCILIATION_MESSAGES.key).max(200),
  action: z.enum(RECONCILIATION_ACTIONS, { error: RECONCILIATION_MESSAGES.action }),
  reason: reasonSchema,
});
export type ResolveDifferenceInput = z.input<typeof resolveDifferenceSchema>;

export const retryJobSchema = z.object({ reason: reasonSchema });
export type RetryJobInput = z.input<typeof retryJobSchema>;

export const statementImportSchema = z.object({
  id: z.string(),
  new_lines: z.number(),
  known_lines: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  closing_balance: z.number().nullable(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

/** The escrow account's ledger entries, newest first, by keyset cursor (the account grows without bound). */
export const escrowEntryQuerySchema = z.object({
  limit: z.coerce.number({ error: "Use um número de linhas." }).int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export const escrowEntrySchema = z.object({
  id: z.string(),
  amount: z.number(),
  created_at: z.string(),
  kind: z.string(),
  reference: z.string(),
  memo: z.string().nullable(),
});
export type EscrowEntry = z.infer<typeof escrowEntrySchema>;
export const escrowEntryPageSchema = z.object({ items: z.array(escrowEntrySchema), nextCursor: z.string().nullable() });

export const resolutionListQuerySchema = z.object({
  limit: escrowEntryQuerySchema.shape.limit,
  cursor: z.string().max(200).optional(),
});
export const resolutionPageSchema = z.object({
  items: z.array(reconciliationResolutionSchema),
  nextCursor: z.string().nullable(),
});
