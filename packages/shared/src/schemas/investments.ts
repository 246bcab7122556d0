import { z } from "zod";
import { moneySchema, requiredMoney } from "./common.ts";
import { investmentPaymentSchema } from "./payments.ts";

export const investInputSchema = z.object({ amount: requiredMoney("Informe o valor do investimento.") });

export const INVESTMENT_STATUSES = ["active", "withdrawn", "cancelled"] as const;
export const investmentSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_title: z.string(),
  investor_id: z.string(),
  investor_name: z.string(),
  amount: z.number(),
  status: z.enum(INVESTMENT_STATUSES),
  /** Until this instant the investor may withdraw (CVM 88, 5 days). */
  withdrawable_until: z.string(),
  can_withdraw: z.boolean(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  /** The commitment's Pix charge (decision 107); null for a commitment made before charges existed. */
  payment: investmentPaymentSchema.nullable(),
});
export type Investment = z.infer<typeof investmentSchema>;

export const investorDeclarationInputSchema = z.object({
  annual_income: moneySchema.nullish().transform((v) => v ?? null),
  financial_investments: moneySchema.nullish().transform((v) => v ?? null),
  qualified_investor: z.boolean({ error: "Indique se você é investidor qualificado." }).default(false),
  /** The investor confirms the figures are true (the declaration is kept with its date). */
  accepted: z.literal(true, { error: "Confirme que as informações são verdadeiras." }),
});

export const investorLimitsSchema = z.object({
  year: z.number(),
  /** Null when there is no limit (qualified investor). */
  annual_limit: z.number().nullable(),
  committed_this_year: z.number(),
  remaining: z.number().nullable(),
  declaration: z
    .object({
      annual_income: z.number().nullable(),
      financial_investments: z.number().nullable(),
      qualified_investor: z.boolean(),
      declared_at: z.string(),
    })
    .nullable(),
});
export type InvestorLimits = z.infer<typeof investorLimitsSchema>;
