import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { projects } from "../../db/schema/index.ts";

// The project's raise as modules/investments moves it. The projects module writes its own row;
// investments calls these inside its transaction, as its last statement (decision 064): the row's
// exclusive lock is the hottest one a commitment takes, so it is held only from here to the commit.

/**
 * A commitment came in (`amount`: numeric's exact string, e.g. "1500.00") and awaits its Pix: it is
 * reserved only while the project still takes it, in one statement that re-checks every rule of
 * modules/investments/invest.ts on the row as it is now (after any commitment ahead of it
 * committed): raising, public, an investment project, not the investor's own, deadline not passed,
 * at least the minimum ticket, and room left under the target, paid and reserved money counted
 * (decision 107). False when the row no longer qualifies: the caller refuses and rolls back
 * everything it wrote.
 */
export async function reserveIfOpen(
  tx: Database,
  input: { projectId: string; investorId: string; amount: string; today: string },
): Promise<boolean> {
  const { projectId, investorId, amount, today } = input;
  const reserved = await tx
    .update(projects)
    .set({ reservedAmount: sql`${projects.reservedAmount} + ${amount}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.status, "funding_open"),
        eq(projects.visibility, "public"),
        eq(projects.purpose, "investment"),
        ne(projects.createdBy, investorId),
        or(isNull(projects.deadline), sql`${projects.deadline} >= ${today}::date`),
        sql`coalesce(${projects.minInvestment}, 0) <= ${amount}::numeric`,
        lte(sql`${projects.raisedAmount} + ${projects.reservedAmount} + ${amount}::numeric`, projects.targetAmount),
      ),
    )
    .returning({ id: projects.id });
  return reserved.length > 0;
}

/** A reserved commitment was paid (decision 107): its amount moves from reserved to raised. */
export async function moveReservedToRaised(tx: Database, projectId: string, amount: string) {
  await tx
    .update(projects)
    .set({
      raisedAmount: sql`${projects.raisedAmount} + ${amount}`,
      reservedAmount: sql`greatest(${projects.reservedAmount} - ${amount}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(projects.id, projectId));
}

/** A reserved commitment ended unpaid (its charge expired, or it was withdrawn): its room is free again. */
export async function releaseReserved(tx: Database, projectId: string, amount: string) {
  await tx
    .update(projects)
    .set({ reservedAmount: sql`greatest(${projects.reservedAmount} - ${amount}, 0)`, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

/** A paid commitment was withdrawn. */
export async function subtractFromRaisedAmount(tx: Database, projectId: string, amount: string) {
  await tx
    .update(projects)
    .set({ raisedAmount: sql`${projects.raisedAmount} - ${amount}`, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

/**
 * The deadline passed under the minimum target: every commitment was cancelled, so the project goes
 * back to planning with nothing raised or reserved, and remembers when (docs/product/projects.md#lifecycle).
 */
export async function markFundingFailed(tx: Database, projectId: string) {
  await tx
    .update(projects)
    .set({
      status: "planning",
      raisedAmount: "0",
      reservedAmount: "0",
      fundingFailedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(projects.id, projectId));
}
