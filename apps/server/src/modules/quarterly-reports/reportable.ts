import { and, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { investments, projects } from "../../db/schema/index.ts";

/** SQL: an active commitment in `projectId` (a value or a column): its holder receives the reports. */
export const activeCommitmentIn = (projectId: string | AnyPgColumn): SQL =>
  and(eq(investments.projectId, projectId), eq(investments.status, "active"))!;

/**
 * SQL on a `projects` row: it gets quarterly reports (docs/product/quarterly-reports.md). It pays its
 * investors (the rule of `paysInvestors`: investment, in execution or completed) and has at least one.
 * The job and the demo data choose their projects by it.
 */
export const getsQuarterlyReports = (db: Database): SQL =>
  and(
    eq(projects.purpose, "investment"),
    inArray(projects.status, ["in_progress", "completed"]),
    exists(
      db
        .select({ one: sql`1` })
        .from(investments)
        .where(activeCommitmentIn(projects.id)),
    ),
  )!;
