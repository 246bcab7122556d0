import { z } from "zod";
import { optionalText, requiredMoney } from "./common.ts";
import { listPageSchema, listQuerySchema } from "./list-query.ts";

/** docs/product/distributions.md: income paid from the project, or capital given back. */
export const DISTRIBUTION_KINDS = ["income", "amortization"] as const;
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number];
export const DISTRIBUTION_KIND_LABELS: Record<DistributionKind, string> = {
  income: "Rendimento",
  amortization: "Amortização",
};
export const DISTRIBUTION_NOTE_MAX = 500;

/**
 * A project pays its investors once its raise closed and the money is at work: an investment project
 * in execution or completed. The one rule the server's refusal, `can_record` and the page's card follow.
 */
export const paysInvestors = (project: { purpose: string; status: string }) =>
  project.purpose === "investment" && (project.status === "in_progress" || project.status === "completed");

/**
 * A distribution is paid through Alicerce (docs/decisions/115-distributions-paid.md): the creator's Pix funds
 * it, then each investor's net share goes out by Pix. `awaiting_funding` until the creator's Pix is
 * credited; `funded` while no payout has left yet (every investor still without a Pix key); `paying` while
 * some have; `paid` once every share reached its investor.
 */
export const DISTRIBUTION_STATUSES = ["awaiting_funding", "funded", "paying", "paid"] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];
export const DISTRIBUTION_STATUS_LABELS: Record<DistributionStatus, string> = {
  awaiting_funding: "Aguardando o Pix do empreendedor",
  funded: "Recebida na conta de custódia",
  paying: "Em pagamento",
  paid: "Paga",
};

/** One investor's share as it is paid: waiting for their Pix key, on its way, paid, or a payout that failed. */
export const SHARE_PAYMENT_STATUSES = ["awaiting_key", "paying", "paid", "failed"] as const;
export type SharePaymentStatus = (typeof SHARE_PAYMENT_STATUSES)[number];
export const SHARE_PAYMENT_STATUS_LABELS: Record<SharePaymentStatus, string> = {
  awaiting_key: "Aguardando sua chave Pix",
  paying: "Em pagamento",
  paid: "Pago",
  failed: "Falhou",
};
/** Shown to an investor whose share waits for a Pix key (the payouts' own sentence). */
export const SHARE_NEEDS_PIX_KEY = "Cadastre uma chave Pix em Minha Conta para receber.";

/** Gross (the share), income tax withheld and net paid, in reais (docs/product/payments.md#distribuicoes-pagas). */
export const sharePaymentSchema = z.object({
  gross: z.number(),
  tax: z.number(),
  net: z.number(),
  status: z.enum(SHARE_PAYMENT_STATUSES),
});
export type SharePayment = z.infer<typeof sharePaymentSchema>;

export const distributionInputSchema = z.object({
  /** Reais with two decimals, as every money field of the API; stored as whole cents. */
  amount: requiredMoney("Informe o valor total da distribuição."),
  kind: z.enum(DISTRIBUTION_KINDS, { error: "Escolha o tipo: rendimento ou amortização." }),
  note: optionalText(DISTRIBUTION_NOTE_MAX),
});
export type DistributionInput = z.input<typeof distributionInputSchema>;

export const distributionSchema = z.object({
  id: z.string(),
  kind: z.enum(DISTRIBUTION_KINDS),
  amount: z.number(),
  paid_on: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** How many investors shared it. */
  investors: z.number(),
  /** The viewer's own share (gross), when they had one. */
  my_share: z.number().nullable(),
  status: z.enum(DISTRIBUTION_STATUSES),
  /** The viewer's own share as paid (gross, tax, net, state), once the distribution is funded. */
  my_payment: sharePaymentSchema.nullable(),
  /** Shares whose payout failed and shares waiting for the investor's Pix key (the creator's and admins' view). */
  failed_shares: z.number(),
  awaiting_key_shares: z.number(),
});
export type Distribution = z.infer<typeof distributionSchema>;

/** A project's distributions come a page at a time (the list layer): a project pays for years. */
export const projectDistributionsQuerySchema = listQuerySchema.pick({ page: true });
export const projectDistributionsSchema = listPageSchema(distributionSchema).extend({
  /** Over every distribution of the project, not only this page's. */
  totals: z.object({ income: z.number(), amortization: z.number() }),
  /** Whether the viewer may record one now (the creator, once the raise closed with confirmed commitments). */
  can_record: z.boolean(),
});
export type ProjectDistributions = z.infer<typeof projectDistributionsSchema>;

/** An investor's distributions received, per project and year (the portfolio). */
export const receivedDistributionSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_title: z.string(),
  kind: z.enum(DISTRIBUTION_KINDS),
  paid_on: z.string(),
  /** The share, gross. */
  amount: z.number(),
  /** Income tax withheld and net paid (docs/decisions/104-income-tax-withheld-on-distributions.md). */
  tax: z.number(),
  net: z.number(),
  status: z.enum(SHARE_PAYMENT_STATUSES),
});
/** `?q=` searches the project's title; pages of 20, newest payment first. */
export const receivedDistributionsQuerySchema = listQuerySchema;
export const receivedDistributionsSchema = listPageSchema(receivedDistributionSchema).extend({
  /** Every share received, per calendar year of payment (not only this page's). */
  by_year: z.array(z.object({ year: z.number(), income: z.number(), amortization: z.number(), tax: z.number() })),
});
export type ReceivedDistributions = z.infer<typeof receivedDistributionsSchema>;

/** `?month=2026-12`: a São Paulo calendar month. */
export const withholdingSummaryQuerySchema = z.object({
  month: z
    .string({ error: "Informe o mês no formato AAAA-MM." })
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: "Informe o mês no formato AAAA-MM." })
    .optional(),
});

/**
 * The month's income tax withheld by a project's SCP, for its creator to pay by DARF
 * (docs/product/payments.md#distribuicoes-pagas): the code, the base, the tax, and each investor's line.
 */
export const withholdingSummarySchema = z.object({
  month: z.string(),
  darf_code: z.string(),
  payer_name: z.string(),
  /** The paying source's CPF or CNPJ, formatted; null when the creator has not given one. */
  payer_document: z.string().nullable(),
  base: z.number(),
  tax: z.number(),
  payments: z.number(),
  investors: z.array(
    z.object({ name: z.string(), cpf: z.string().nullable(), gross: z.number(), tax: z.number(), net: z.number() }),
  ),
});
export type WithholdingSummary = z.infer<typeof withholdingSummarySchema>;
