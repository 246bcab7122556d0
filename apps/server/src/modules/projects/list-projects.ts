import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ProjectListResponse } from "@alicerce/shared/schemas/projects";
import type { ProjectPurpose, ProjectStatus, ProjectType } from "@alicerce/shared/projects";
import type { Database } from "../../db/client.ts";
import { projects } from "../../db/schema/index.ts";
import { decodeCursor, encodeCursor } from "../../lib/keyset-cursor.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { visibleTo } from "./access.ts";
import { cardColumns, toProjectCard } from "./project-card.ts";

export type ListProjectsQuery = {
  q?: string;
  type?: ProjectType;
  status?: ProjectStatus;
  purpose?: ProjectPurpose;
  scope: "all" | "mine";
  limit: number;
  cursor?: string;
};

/**
 * The projects the user may see, filtered and searched in SQL, newest first, one page at a time,
 * with summary figures computed over every match (not just the page).
 */
export async function listProjects(
  db: Database,
  user: CurrentUser,
  query: ListProjectsQuery,
): Promise<ProjectListResponse> {
  const filters: (SQL | undefined)[] = [visibleTo(db, user)];
  if (query.type) filters.push(eq(projects.projectType, query.type));
  if (query.status) filters.push(eq(projects.status, query.status));
  if (query.purpose) filters.push(eq(projects.purpose, query.purpose));
  if (query.scope === "mine") filters.push(eq(projects.createdBy, user.id));
  const q = query.q ? searchable(query.q).trim() : "";
  if (q) filters.push(sql`${projects.searchText} like ${containsPattern(q)}`);
  const where = and(...filters);

  // The summary covers every match, the page only what follows the cursor. On the first page (the
  // busy one) both are the same set, so one query returns the page with the summary as window
  // aggregates, which PostgreSQL computes over all matching rows before the LIMIT (decision 025).
  // A later page needs the summary of rows its WHERE leaves out: a second query, run alongside.
  const { rows, summary } = query.cursor
    ? await laterPage(db, where, query.cursor, query.limit)
    : await firstPage(db, where, query.limit);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toProjectCard),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.project.id }) : null,
    summary: {
      total: Number(summary.total),
      fundraising: Number(summary.fundraising),
      total_volume: Number(summary.totalVolume),
      average_roi: summary.averageRoi === null ? null : Number(summary.averageRoi),
    },
  };
}

type Summary = { total: number | string; fundraising: number | string; totalVolume: string; averageRoi: string | null };
/** No match at all: the figures of an empty list. */
const EMPTY_SUMMARY: Summary = { total: 0, fundraising: 0, totalVolume: "0", averageRoi: null };

const order = [desc(projects.createdAt), desc(projects.id)];

async function firstPage(db: Database, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      ...cardColumns,
      total: sql<number>`(count(*) over ())::int`,
      fundraising: sql<number>`(count(*) filter (where ${projects.status} = 'funding_open') over ())::int`,
      totalVolume: sql<string>`coalesce(sum(${projects.targetAmount}) over (), 0)`,
      averageRoi: sql<string | null>`round(avg(${projects.roi}) over (), 2)`,
    })
    .from(projects)
    .where(where)
    .orderBy(...order)
    .limit(limit + 1);
  return { rows, summary: rows[0] ?? EMPTY_SUMMARY };
}

async function laterPage(db: Database, where: SQL | undefined, cursor: string, limit: number) {
  const c = decodeCursor(cursor);
  const after = sql`(${projects.createdAt}, ${projects.id}) < (${c.time}::timestamptz, ${c.id}::uuid)`;
  const [rows, [summary]] = await Promise.all([
    db
      .select(cardColumns)
      .from(projects)
      .where(and(where, after))
      .orderBy(...order)
      .limit(limit + 1),
    db
      .select({
        total: sql<number>`count(*)::int`,
        fundraising: sql<number>`(count(*) filter (where ${projects.status} = 'funding_open'))::int`,
        totalVolume: sql<string>`coalesce(sum(${projects.targetAmount}), 0)`,
        averageRoi: sql<string | null>`round(avg(${projects.roi}), 2)`,
      })
      .from(projects)
      .where(where),
  ]);
  return { rows, summary: summary ?? EMPTY_SUMMARY };
}
