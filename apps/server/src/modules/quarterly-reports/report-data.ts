import {
  and,
  asc,
  between,
  count,
  countDistinct,
  eq,
  exists,
  gte,
  inArray,
  lt,
  lte,
  not,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { DistributionKind } from "@alicerce/shared/schemas/distributions";
import type { DocumentCategory } from "@alicerce/shared/documents";
import type { PhaseStatus, ProjectStatus } from "@alicerce/shared/projects";
import { quarterDays, type Quarter } from "@alicerce/shared/quarters";
import { phaseStatusFor } from "@alicerce/shared/schemas/diary";
import type { Database } from "../../db/client.ts";
import { inSequence } from "../../db/in-sequence.ts";
import {
  diaryUpdates,
  projectExpenses,
  distributions,
  documents,
  investments,
  projectPhases,
  projects,
  signatureRequests,
} from "../../db/schema/index.ts";
import { isConfidentialRequest } from "../signature-parties/index.ts";

/** A report lists at most this many diary updates: the diary itself keeps every one. */
export const UPDATES_LISTED = 40;

export type QuarterReportData = {
  quarter: Quarter;
  /** The last day the report covers, and the day every figure of it is as of: the quarter's last, or today while it runs. */
  through: string;
  final: boolean;
  project: {
    id: string;
    title: string;
    city: string;
    state: string;
    status: ProjectStatus;
    raised: number;
    createdBy: string;
  };
  investors: number;
  phases: {
    name: string;
    status: PhaseStatus;
    progress: number;
    startDate: string | null;
    endDate: string | null;
    budgetCents: number;
    /** Spent on the phase up to `through`, and within the quarter. */
    spentCents: number;
    spentInQuarterCents: number;
  }[];
  /** The quarter's diary updates, oldest first (at most UPDATES_LISTED; `updatesTotal` counts them all). */
  updates: { postedOn: string; phaseName: string; progress: number; text: string }[];
  updatesTotal: number;
  distributions: { paidOn: string; kind: DistributionKind; cents: number; note: string | null }[];
  documents: { name: string; category: DocumentCategory; version: number; addedOn: string }[];
};

/**
 * SQL: a commitment in `projectId` that was active at `instant`: made before it, and not withdrawn or
 * cancelled by then (its status now may say otherwise).
 */
const activeAt = (projectId: string, instant: SQL): SQL =>
  and(
    eq(investments.projectId, projectId),
    lt(investments.createdAt, instant),
    or(
      eq(investments.status, "active"),
      and(eq(investments.status, "withdrawn"), gte(investments.withdrawnAt, instant)),
      and(eq(investments.status, "cancelled"), gte(investments.cancelledAt, instant)),
    ),
  )!;

/**
 * A phase's percentage and status at a day already over (decision 128). The diary is the record of a
 * phase's percentages (decision 058; a deleted update is withdrawn from it, decision 063): the latest
 * update posted by then sets both. A phase the diary measured only later was not measured yet: 0,
 * pending. A phase the diary never measured has only the timeline's hand-set status, undated: it
 * keeps it. A running quarter's report reads the phases as they stand, which is today's position.
 */
function progressAt(
  phase: { progress: number; status: PhaseStatus },
  progressThen: number | null,
  everMeasured: boolean,
): { progress: number; status: PhaseStatus } {
  if (progressThen !== null) return { progress: progressThen, status: phaseStatusFor(progressThen) };
  if (everMeasured) return { progress: 0, status: "pending" };
  return { progress: phase.progress, status: phase.status };
}

/**
 * What a quarterly report says (docs/product/quarterly-reports.md), every figure as of one day,
 * `through` (the quarter's last day, or today in a running quarter; decision 128): the investors then,
 * the phases' percentages then with their budget against what was spent by then, and the diary
 * updates posted, the distributions paid and the documents added for investors within the quarter. Confidential signature PDFs (one investor's
 * contract) are never listed: every investor receives the same report.
 */
export async function readQuarterReport(
  db: Database,
  projectId: string,
  quarter: Quarter,
  today: string,
): Promise<QuarterReportData | undefined> {
  const days = quarterDays(quarter);
  const final = today > days.last;
  const through = final ? days.last : today;
  // The report's position is the end of `through` in São Paulo: what happened before this instant counts.
  const dayAfter = sql`((${through}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;
  const [project] = await db
    .select({
      id: projects.id,
      title: projects.title,
      city: projects.locationCity,
      state: projects.locationState,
      status: projects.status,
      raised: projects.raisedAmount,
      createdBy: projects.createdBy,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return undefined;
  // The São Paulo calendar day a document was added on, as the documents screen shows it.
  const addedOn = sql<string>`to_char(${documents.createdAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
  const postedOn = sql<string>`to_char(${diaryUpdates.createdAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
  const postedInQuarter = and(eq(diaryUpdates.projectId, projectId), gte(postedOn, days.first), lte(postedOn, through));
  // Read in the caller's transaction (publish-report.ts): one query at a time on its connection.
  const [investorRows, phases, paid, added, updates, updatesCounted] = await inSequence([
    db
      .select({ count: countDistinct(investments.investorId) })
      .from(investments)
      .where(activeAt(projectId, dayAfter)),
    db
      .select({
        name: projectPhases.name,
        status: projectPhases.status,
        progress: projectPhases.progress,
        startDate: projectPhases.startDate,
        endDate: projectPhases.endDate,
        budgetCents: projectPhases.budgetCents,
        // The phase's percentage at the report's position (decision 128): its latest diary update posted
        // by then, and whether the diary measured it at all.
        progressThen: sql<number | null>`(select d.progress from ${diaryUpdates} d
          where d.project_id = ${projectId} and d.phase_id = "project_phases"."id" and d.created_at < ${dayAfter}
          order by d.created_at desc, d.id desc limit 1)`,
        everMeasured: sql<boolean>`exists (select 1 from ${diaryUpdates} d
          where d.project_id = ${projectId} and d.phase_id = "project_phases"."id")`,
        // Orçamento × realizado (decision 059): what was spent on the phase by the report's last day,
        // and within the quarter. The outer phase is named in full: a bare column inside the subquery
        // would be read as the expense's own.
        spentCents: sql<string>`coalesce((select sum(e.amount_cents) from ${projectExpenses} e
          where e.phase_id = "project_phases"."id" and e.spent_on <= ${through}), 0)`,
        spentInQuarterCents: sql<string>`coalesce((select sum(e.amount_cents) from ${projectExpenses} e
          where e.phase_id = "project_phases"."id" and e.spent_on between ${days.first} and ${through}), 0)`,
      })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, projectId))
      .orderBy(asc(projectPhases.position), asc(projectPhases.startDate)),
    db
      .select({
        paidOn: distributions.paidOn,
        kind: distributions.kind,
        cents: distributions.totalCents,
        note: distributions.note,
      })
      .from(distributions)
      .where(and(eq(distributions.projectId, projectId), between(distributions.paidOn, days.first, through)))
      .orderBy(asc(distributions.paidOn), asc(distributions.createdAt)),
    db
      .select({ name: documents.name, category: documents.category, version: documents.version, addedOn })
      .from(documents)
      .where(
        and(
          eq(documents.projectId, projectId),
          // The report goes to the backers: what they may read, the investors' documents and their own.
          inArray(documents.visibility, ["investors", "backers"]),
          gte(addedOn, days.first),
          lte(addedOn, through),
          not(
            exists(
              db
                .select({ one: sql`1` })
                .from(signatureRequests)
                .where(and(eq(signatureRequests.documentId, documents.id), isConfidentialRequest())),
            ),
          ),
        ),
      )
      .orderBy(asc(documents.createdAt)),
    db
      .select({ postedOn, phaseName: diaryUpdates.phaseName, progress: diaryUpdates.progress, text: diaryUpdates.text })
      .from(diaryUpdates)
      .where(postedInQuarter)
      .orderBy(asc(diaryUpdates.createdAt), asc(diaryUpdates.id))
      .limit(UPDATES_LISTED),
    db.select({ n: count() }).from(diaryUpdates).where(postedInQuarter),
  ]);
  return {
    quarter,
    through,
    final,
    project: { ...project, raised: Number(project.raised) },
    investors: Number(investorRows[0]?.count ?? 0),
    phases: phases.map(({ progressThen, everMeasured, ...p }) => ({
      ...p,
      ...(final ? progressAt(p, progressThen, everMeasured) : {}),
      budgetCents: Number(p.budgetCents),
      spentCents: Number(p.spentCents),
      spentInQuarterCents: Number(p.spentInQuarterCents),
    })),
    distributions: paid.map((d) => ({ ...d, cents: Number(d.cents) })),
    documents: added,
    updates,
    updatesTotal: Number(updatesCounted[0]?.n ?? 0),
  };
}
