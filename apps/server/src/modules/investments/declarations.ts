import type { z } from "zod";
import type { investorDeclarationInputSchema } from "@alicerce/shared/schemas/investments";
import type { Database } from "../../db/client.ts";
import { investorDeclarations } from "../../db/schema/index.ts";
import { moneyString } from "../../lib/money.ts";
import { getInvestorLimits } from "./limits.ts";

/** Saves a new dated declaration (the history is kept) and answers the resulting limits. */
export async function declare(
  db: Database,
  userId: string,
  input: z.output<typeof investorDeclarationInputSchema>,
  ipAddress: string,
) {
  await db.insert(investorDeclarations).values({
    userId,
    annualIncome: input.annual_income === null ? null : moneyString(input.annual_income),
    financialInvestments: input.financial_investments === null ? null : moneyString(input.financial_investments),
    qualifiedInvestor: input.qualified_investor,
    ipAddress,
  });
  return getInvestorLimits(db, userId);
}
