import { and, eq, lt, notExists, sql } from "drizzle-orm";
import { currentQuarter, previousQuarter, quarterDays } from "@alicerce/shared/quarters";
import type { FastifyBaseLogger } from "fastify";
import { projects, quarterlyReports } from "../../db/schema/index.ts";
import { publishQuarterReport, type ReportDeps } from "./publish-report.ts";
import { getsQuarterlyReports } from "./reportable.ts";

/** Projects written per run: a run stays short; the next hourly run takes the rest. */
const PER_RUN = 20;

/**
 * The end-of-quarter job (docs/product/quarterly-reports.md): once a quarter is over, each investment
 * project in execution or completed that has investors and existed during that quarter gets its
 * report, once. Returns how many reports were sent. A project that fails is logged and retried at the
 * next run; the others go on.
 */
export async function sendDueQuarterReports(deps: ReportDeps & { log: FastifyBaseLogger }): Promise<number> {
  const quarter = previousQuarter(currentQuarter(deps.now()));
  const dayAfter = sql`(${quarterDays(quarter).last}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`;
  const due = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        getsQuarterlyReports(deps.db),
        lt(projects.createdAt, dayAfter),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(quarterlyReports)
            .where(
              and(
                eq(quarterlyReports.projectId, projects.id),
                eq(quarterlyReports.year, quarter.year),
                eq(quarterlyReports.quarter, quarter.quarter),
                sql`${quarterlyReports.requestedBy} is null`,
              ),
            ),
        ),
      ),
    )
    .orderBy(projects.id)
    .limit(PER_RUN);
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await publishQuarterReport(deps, { projectId: id, quarter, requestedBy: null })) sent++;
    } catch (err) {
      deps.log.error({ err, project: id, quarter }, "quarterly report failed");
    }
  }
  return sent;
}
