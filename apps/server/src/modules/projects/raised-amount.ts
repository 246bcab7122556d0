import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { projects } from "../../db/schema/index.ts";

// The project's raise as modules/investments moves it. The projects module writes its own row;
// investments calls these inside its transaction, as its last statement (decision 064): the row's
// exclusive lock is the hottest one a commitment takes, so it is held only from here to the commit.

/**
 * A commitment came in (`amount`: numeric's exact string, e.g. "1500.00"): the raised total grows
 * only while the project still takes it, in one statement that re-checks every rule of
 * modules/investments/invest.ts on the row as it is now (after any commitment ahead of it
 * committed): raising, public, an investment project, not the investor's own, deadline not passed,
 * at least the minimum ticket, and room left under the target. False when the row no longer
 * qualifies: the caller refuses and rolls back everything it wrote.
 */
export async function addToRaisedAmountIfOpen(
  tx: Database,
  input: { projectId: string; investorId: string; amount: string; today: string },
): Promise<boolean> {
  const { projectId, investorId, amount, today } = input;
  const raised = await tx
    .update(projects)
    .set({ raisedAmount: sql`${projects.raisedAmount} + ${amount}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.status, "funding_open"),
        eq(projects.visibility, "public"),
        eq(projects.purpose, "investment"),
        ne(projects.createdBy, investorId),
        or(isNull(projects.deadline), sql`${projects.deadline} >= ${today}::date`),
        sql`coalesce(${projects.minInvestment}, 0) <= ${amount}::numeric`,
        lte(sql`${projects.raisedAmount} + ${amount}::numeric`, projects.targetAmount),
      ),
    )
    .returning({ id: projects.id });
  return raised.length > 0;
}

/** A commitment was withdrawn. */
export async function subtractFromRaisedAmount(tx: Database, projectId: string, amount: string) {
  await tx
    .update(projects)
    .set({ raisedAmount: sql`${projects.raisedAmount} - ${amount}`, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

/**
 * The deadline passed under the minimum target: every commitment was cancelled, so the project goes
 * back to planning with nothing raised, and remembers when (docs/product/projects.md#lifecycle).
 */
export async function markFundingFailed(tx: Database, projectId: string) {
  await tx
    .update(projects)
    .set({ status: "planning", raisedAmount: "0", fundingFailedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}
