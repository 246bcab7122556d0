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
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} às ${part("hour")}:${part("minute")}`;
}
