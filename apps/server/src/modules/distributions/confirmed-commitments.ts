import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { investments, paymentCharges } from "../../db/schema/index.ts";

/**
 * Each investor's confirmed commitments in a project, in whole cents: active, paid commitments whose
 * withdrawal period is over (docs/product/investments.md#commitment). A commitment still withdrawable
 * may yet go back, so it shares in nothing (decision 057).
 */
export async function confirmedCommitments(
  tx: Database,
  projectId: string,
  now: Date,
): Promise<{ investorId: string; cents: number }[]> {
  const rows = await tx
    .select({ investorId: investments.investorId, cents: sql<string>`(sum(${investments.amount}) * 100)::bigint` })
    .from(investments)
    .where(
      and(
        eq(investments.projectId, projectId),
        eq(investments.status, "active"),
        lte(investments.withdrawableUntil, now),
        // Unpaid money shares in nothing (decision 107): a commitment awaiting its Pix is left out.
        sql`not exists (select 1 from ${paymentCharges} c where c.investment_id = ${investments.id} and c.status = 'awaiting_payment')`,
      ),
    )
    .groupBy(investments.investorId)
    .orderBy(asc(investments.investorId));
  return rows.map((r) => ({ investorId: r.investorId, cents: Number(r.cents) }));
}
