import { dayOf, timeOfDay } from "@alicerce/shared/sao-paulo-time";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { investments } from "../../db/schema/index.ts";

/**
 * When the active commitments of a raise reach `minimum` counting only money whose withdrawal
 * period has ended: null if they already do at `now`, else the moment they will (the end of the
 * withdrawal period of the commitment that completes the minimum, earliest periods first), or
 * "never" when all commitments together stay below it.
 */
export async function minimumSettledAt(
  tx: Database,
  projectId: string,
  minimum: number,
  now = new Date(),
): Promise<Date | null | "never"> {
  const rows = await tx
    .select({ amount: investments.amount, until: investments.withdrawableUntil })
    .from(investments)
    .where(and(eq(investments.projectId, projectId), eq(investments.status, "active")))
    .orderBy(asc(investments.withdrawableUntil));
  let total = 0;
  for (const row of rows) {
    total += Number(row.amount);
    if (total >= minimum) return row.until <= now ? null : row.until;
  }
  return "never";
}

/** "28/11/2026 às 14:05" in São Paulo time. */
export function formatSaoPauloDateTime(moment: Date): string {
  return `${dayOf(moment)} às ${timeOfDay(moment)}`;
}
