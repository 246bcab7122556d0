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

  // One statement: the page walks the (created_at, id) index and stops after limit + 1 rows, while
  // the summary over every match (never only the page, and never only what follows the cursor) is an
  // uncorrelated subquery PostgreSQL runs once (an InitPlan). EXPLAINed in decision 025.
  const after = query.cursor ? afterCursor(query.cursor) : undefined;
  const rows = await db
    .select({ ...cardColumns, summary: summaryOf(where) })
    .from(projects)
    .where(and(where, after))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(query.limit + 1);
  // No row on the page: either nothing matches (the empty summary is right) or the cursor is past
  // the end, and only then is the summary a query of its own.
  const summary = rows[0]?.summary ?? (after ? await summaryAlone(db, where) : EMPTY_SUMMARY);

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

/** As json_build_object gives it: numbers for the counts, text for the money and the percentage. */
type Summary = { total: number; fundraising: number; totalVolume: string; averageRoi: string | null };
const EMPTY_SUMMARY: Summary = { total: 0, fundraising: 0, totalVolume: "0", averageRoi: null };

function afterCursor(cursor: string): SQL {
  const c = decodeCursor(cursor);
  return sql`(${projects.createdAt}, ${projects.id}) < (${c.time}::timestamptz, ${c.id}::uuid)`;
}

/** The list's figures over every row `where` matches, as one json value. */
const summaryOf = (where: SQL | undefined) => sql<Summary>`(select json_build_object(
    'total', count(*),
    'fundraising', count(*) filter (where ${projects.status} = 'funding_open'),
    'totalVolume', coalesce(sum(${projects.targetAmount}), 0)::text,
    'averageRoi', round(avg(${projects.roi}), 2)::text)
  from ${projects} where ${where ?? sql`true`})`;

async function summaryAlone(db: Database, where: SQL | undefined): Promise<Summary> {
  const [row] = await db.select({ summary: summaryOf(where) }).from(sql`(select 1) as one`);
  return row?.summary ?? EMPTY_SUMMARY;
}
