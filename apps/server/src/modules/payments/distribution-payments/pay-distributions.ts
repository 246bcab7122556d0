import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { distributionFundings, distributions, paymentCharges } from "../../../db/schema/index.ts";
import { fundDistribution } from "./fund-distribution.ts";
import { payWaitingShares } from "./pay-waiting-shares.ts";

/** Most fundings taken by one pass. */
const BATCH = 20;

/**
 * The distributions' pass (docs/decisions/115-distributions-paid.md), every few seconds: funds each
 * distribution whose funding charge was credited and that is not funded yet (settleCharge funds it in the
 * credit's own transaction; this pass is the safety net for a charge credited without it), then pays the
 * shares that waited for a Pix key and now have one. Each funding in its own transaction; idempotent.
 */
export async function payDistributions(db: Database): Promise<{ funded: number; paid: number }> {
  const credited = await db
    .select({ chargeId: paymentCharges.id })
    .from(distributions)
    .innerJoin(
      paymentCharges,
      and(eq(paymentCharges.distributionId, distributions.id), eq(paymentCharges.status, "paid")),
    )
    .where(sql`not exists (select 1 from ${distributionFundings} f where f.distribution_id = ${distributions.id})`)
    .limit(BATCH);
  let funded = 0;
  for (const { chargeId } of credited) {
    const outcome = await db.transaction((tx) => fundDistribution(tx, chargeId));
    if (outcome.funded) funded += 1;
  }
  return { funded, paid: await payWaitingShares(db) };
}
