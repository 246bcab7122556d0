import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { receivedPix, type ReceivedPixOutcome } from "../../../db/schema/index.ts";

export type ReceivedPixRecord = typeof receivedPix.$inferSelect;

/** One received Pix by its endToEndId, or null (the desk's detail, a refund's origin). */
export async function receivedPixByEndToEndId(db: Database, endToEndId: string): Promise<ReceivedPixRecord | null> {
  const [row] = await db.select().from(receivedPix).where(eq(receivedPix.endToEndId, endToEndId));
  return row ?? null;
}

export type ReceivedPixFilter = {
  outcomes?: readonly ReceivedPixOutcome[];
  /** Paid at or after (the PSP's `horario`). */
  from?: Date;
  /** Paid before. */
  to?: Date;
  projectId?: string;
};

/** Received Pix, latest paid first, in numbered pages (the desk's lists: a day, a project, the unmatched). */
export async function receivedPixBy(
  db: Database,
  filter: ReceivedPixFilter,
  page: { page: number; pageSize: number } = { page: 1, pageSize: 50 },
): Promise<{ items: ReceivedPixRecord[]; total: number; totalCents: number }> {
  const conditions: SQL[] = [];
  if (filter.outcomes?.length) conditions.push(inArray(receivedPix.outcome, [...filter.outcomes]));
  if (filter.from) conditions.push(gte(receivedPix.horario, filter.from));
  if (filter.to) conditions.push(lt(receivedPix.horario, filter.to));
  if (filter.projectId) conditions.push(eq(receivedPix.projectId, filter.projectId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(receivedPix)
      .where(where)
      .orderBy(desc(receivedPix.horario), desc(receivedPix.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: count(), totalCents: sql<string>`coalesce(sum(${receivedPix.amountCents}), 0)::text` })
      .from(receivedPix)
      .where(where),
  ]);
  return { items, total: totals?.total ?? 0, totalCents: Number(totals?.totalCents ?? 0) };
}

/**
 * The desk settled an unmatched Pix (credited it by hand to a commitment, or refunded it): it leaves the
 * unmatched list. The resolution itself, its reason and its ledger movement are the desk's; a Pix that
 * is not unmatched is left as it is (false).
 */
export async function markReceivedPixResolved(tx: Database, endToEndId: string): Promise<boolean> {
  const updated = await tx
    .update(receivedPix)
    .set({ outcome: "resolved" })
    .where(and(eq(receivedPix.endToEndId, endToEndId), eq(receivedPix.outcome, "unmatched")))
    .returning({ id: receivedPix.id });
  return updated.length > 0;
}
