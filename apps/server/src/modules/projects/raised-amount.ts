import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { projects } from "../../db/schema/index.ts";

// The project's raise as modules/investments moves it. The projects module writes its own row;
// investments calls these inside its transaction, with the project row already locked.

/** A commitment came in (`amount`: numeric's exact string, e.g. "1500.00"). */
export async function addToRaisedAmount(tx: Database, projectId: string, amount: string) {
  await tx
    .update(projects)
    .set({ raisedAmount: sql`${projects.raisedAmount} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
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
