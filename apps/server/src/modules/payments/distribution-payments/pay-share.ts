import { and, eq, isNull } from "drizzle-orm";
import { DISTRIBUTION_KIND_LABELS, type DistributionKind } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../../db/client.ts";
import { distributionSharePayments } from "../../../db/schema/index.ts";
import { payoutAccountOf } from "../payouts/payout-account-of.ts";
import { requestPayout } from "../payouts/request-payout.ts";

export type ShareToPay = {
  shareId: string;
  distributionId: string;
  projectId: string;
  investorId: string;
  grossCents: number;
  taxCents: number;
  netCents: number;
};

/** The line the investor's bank shows with the Pix. */
export const payoutDescription = (kind: DistributionKind, projectTitle: string) =>
  `Distribuição (${DISTRIBUTION_KIND_LABELS[kind].toLowerCase()}) do projeto ${projectTitle}`;

/** A share's payout id: the share's own (an idEnvio of 32 letters and digits), so asking twice pays once. */
export const sharePayoutId = (shareId: string) => shareId.replace(/-/g, "");

/**
 * Asks for the payout of a share's net (kind `distribution`, decision 114's engine), in the caller's
 * transaction, when the investor has a Pix key they may receive on; the share then names its payout.
 * Without a key it waits (false): the periodic pass (pay-waiting-shares.ts) pays it once one is saved.
 */
export async function payShare(tx: Database, share: ShareToPay, description: string): Promise<boolean> {
  if (share.netCents <= 0) return false;
  if (!(await payoutAccountOf(tx, share.investorId))) return false;
  const payout = await requestPayout(tx, {
    id: sharePayoutId(share.shareId),
    kind: "distribution",
    userId: share.investorId,
    projectId: share.projectId,
    distributionId: share.distributionId,
    grossCents: share.grossCents,
    taxCents: share.taxCents,
    netCents: share.netCents,
    description,
  });
  await tx
    .update(distributionSharePayments)
    .set({ payoutId: payout.id })
    .where(and(eq(distributionSharePayments.shareId, share.shareId), isNull(distributionSharePayments.payoutId)));
  return true;
}
