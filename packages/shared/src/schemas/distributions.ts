import { z } from "zod";
import { isoDateSchema, optionalText, requiredMoney } from "./common.ts";
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

export const distributionInputSchema = z.object({
  /** Reais with two decimals, as every money field of the API; stored as whole cents. */
  amount: requiredMoney("Informe o valor total da distribuição."),
  paid_on: isoDateSchema,
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
  /** The viewer's own share, when they had one. */
  my_share: z.number().nullable(),
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
  amount: z.number(),
});
/** `?q=` searches the project's title; pages of 20, newest payment first. */
export const receivedDistributionsQuerySchema = listQuerySchema;
export const receivedDistributionsSchema = listPageSchema(receivedDistributionSchema).extend({
  /** Every share received, per calendar year of payment (not only this page's). */
  by_year: z.array(z.object({ year: z.number(), income: z.number(), amortization: z.number() })),
});
export type ReceivedDistributions = z.infer<typeof receivedDistributionsSchema>;
