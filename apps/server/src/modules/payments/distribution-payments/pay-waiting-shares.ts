import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { distributionSharePayments, distributions, payoutAccounts, projects } from "../../../db/schema/index.ts";
import { payoutDescription, payShare } from "./pay-share.ts";

/** Most shares paid by one pass: a long list waits for the next minute rather than hold the timer. */
const BATCH = 50;

/**
 * The shares of funded distributions that waited for their investor's Pix key and now have one
 * (docs/decisions/115-distributions-paid.md): each gets its payout, in a transaction of its own that
 * locks its row (SKIP LOCKED: two processes never pay one share twice; `requestPayout` is idempotent by
 * the share's payout id besides). Run every minute by the jobs; returns how many were paid.
 */
export async function payWaitingShares(db: Database): Promise<number> {
  const waiting = await db
    .select({ shareId: distributionSharePayments.shareId })
    .from(distributionSharePayments)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, distributionSharePayments.investorId))
    .where(and(isNull(distributionSharePayments.payoutId), gt(distributionSharePayments.netCents, 0)))
    .limit(BATCH);
  let paid = 0;
  for (const { shareId } of waiting) {
    const sent = await db.transaction(async (tx) => {
      const [share] = await tx
        .select({
          shareId: distributionSharePayments.shareId,
          distributionId: distributionSharePayments.distributionId,
          projectId: distributionSharePayments.projectId,
          investorId: distributionSharePayments.investorId,
          grossCents: distributionSharePayments.grossCents,
          taxCents: distributionSharePayments.taxCents,
          netCents: distributionSharePayments.netCents,
          kind: distributions.kind,
          title: projects.title,
        })
        .from(distributionSharePayments)
        .innerJoin(distributions, eq(distributions.id, distributionSharePayments.distributionId))
        .innerJoin(projects, eq(projects.id, distributionSharePayments.projectId))
        .where(and(eq(distributionSharePayments.shareId, shareId), isNull(distributionSharePayments.payoutId)))
        .for("update", { of: distributionSharePayments, skipLocked: true });
      if (!share) return false;
      return payShare(tx, share, payoutDescription(share.kind, share.title));
    });
    if (sent) paid += 1;
  }
  return paid;
}
