import { and, asc, eq, gt } from "drizzle-orm";
import type { DistributionKind } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../db/client.ts";
import { distributions, distributionShares, projects } from "../../db/schema/index.ts";

export type DistributionToPay = {
  id: string;
  projectId: string;
  projectTitle: string;
  creatorId: string | null;
  kind: DistributionKind;
  totalCents: number;
  /** The shares above zero cents, by investor id (a share of 0 cents pays nothing). */
  shares: { id: string; investorId: string; amountCents: number }[];
};

/** A distribution and its shares as recorded, for paying it (payments, decision 115); null when unknown. */
export async function distributionToPay(tx: Database, distributionId: string): Promise<DistributionToPay | null> {
  const [row] = await tx
    .select({
      id: distributions.id,
      projectId: distributions.projectId,
      projectTitle: projects.title,
      creatorId: distributions.createdBy,
      kind: distributions.kind,
      totalCents: distributions.totalCents,
    })
    .from(distributions)
    .innerJoin(projects, eq(projects.id, distributions.projectId))
    .where(eq(distributions.id, distributionId));
  if (!row) return null;
  const shares = await tx
    .select({
      id: distributionShares.id,
      investorId: distributionShares.investorId,
      amountCents: distributionShares.amountCents,
    })
    .from(distributionShares)
    .where(and(eq(distributionShares.distributionId, distributionId), gt(distributionShares.amountCents, 0)))
    .orderBy(asc(distributionShares.investorId));
  return { ...row, shares };
}

/** The day the money was paid (São Paulo calendar): set when the creator's Pix funds the distribution. */
export async function setDistributionPaidOn(tx: Database, distributionId: string, day: string): Promise<void> {
  await tx.update(distributions).set({ paidOn: day }).where(eq(distributions.id, distributionId));
}
