import {
  hashedStatementName,
  literalLimit,
  opaquePlaceholder,
  preparedOnce,
  rowCount,
  rowsToRead,
} from "../../db/prepared-once.ts";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ProjectListResponse } from "@alicerce/shared/schemas/projects";
import type { ProjectPurpose, ProjectStatus, ProjectType } from "@alicerce/shared/projects";
import type { ReadDatabase } from "../../db/client.ts";
import { projectFigures, projects, projectSearch, projectTeamMembers } from "../../db/schema/index.ts";
import { decodeCursor, encodeCursor } from "../../lib/keyset-cursor.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { seesEverything, visibleToMember, type VisibilityColumns } from "../project-access/index.ts";
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
  db: ReadDatabase,
  user: CurrentUser,
  query: ListProjectsQuery,
): Promise<ProjectListResponse> {
  const q = query.q ? searchable(query.q).trim() : "";
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const shape: ListShape = {
    everything: seesEverything(user),
    type: Boolean(query.type),
    status: Boolean(query.status),
    purpose: Boolean(query.purpose),
    mine: query.scope === "mine",
    search: Boolean(q),
    cursor: Boolean(cursor),
  };
  const values = {
    userId: user.id,
    type: query.type ?? null,
    status: query.status ?? null,
    purpose: query.purpose ?? null,
    pattern: q ? containsPattern(q) : null,
    cursorTime: cursor?.time ?? null,
    cursorId: cursor?.id ?? null,
  };
  const statements = preparedList(db, shape, rowsToRead(query.limit));
  const rows = await statements.page.execute(values);
  // No row on the page: either nothing matches (the empty summary is right) or the cursor is past
  // the end, and only then is the summary a query of its own.
  const summary = rows[0]?.summary ?? (cursor ? await summaryAlone(statements, values) : EMPTY_SUMMARY);

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

/**
 * The reader, bound so that PostgreSQL plans every reader alike: the list's generic plan reads the same
 * few rows for any member (their own projects by primary key, the listed ones by index), and with the id
 * in view PostgreSQL kept planning each call anew, 1–2 ms of its CPU for 1 ms of reading (decision 068).
 */
const reader = opaquePlaceholder("userId", "uuid");

/** Which parts the list's statement has: one prepared statement per shape (at most 2⁷). */
type ListShape = {
  everything: boolean;
  type: boolean;
  status: boolean;
  purpose: boolean;
  mine: boolean;
  search: boolean;
  cursor: boolean;
};

/**
 * The list's statements for one shape, built once per database (preparedOnce): every value is a
 * placeholder, so a shape serves every user.
 */
type PreparedList = ReturnType<typeof prepareList>;

function preparedList(db: ReadDatabase, shape: ListShape, rows: number): PreparedList {
  const key = `${Object.entries(shape)
    .map(([k, on]) => (on ? k : ""))
    .join("|")}|${rows}`;
  return preparedOnce(db, `project_list:${key}`, () => prepareList(db, shape, key, rows));
}

/** The columns the list's filters read: the projects' own, or the same ones on the search rows. */
type FilterColumns = VisibilityColumns & Record<"projectType" | "purpose" | "searchText", AnyPgColumn>;

const searchColumns: FilterColumns = {
  id: projectSearch.projectId,
  status: projectSearch.status,
  visibility: projectSearch.visibility,
  createdBy: projectSearch.createdBy,
  projectType: projectSearch.projectType,
  purpose: projectSearch.purpose,
  searchText: projectSearch.searchText,
};

/** The shape's conditions, every value a placeholder, the reading rule first. */
function listFilters(db: ReadDatabase, shape: ListShape, on: FilterColumns): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [shape.everything ? undefined : visibleToMember(db, reader, on)];
  if (shape.type) filters.push(eq(on.projectType, sql.placeholder("type")));
  if (shape.status) filters.push(eq(on.status, sql.placeholder("status")));
  if (shape.purpose) filters.push(eq(on.purpose, sql.placeholder("purpose")));
  if (shape.mine) filters.push(eq(on.createdBy, reader));
  if (shape.search) filters.push(sql`${on.searchText} like ${sql.placeholder("pattern")}`);
  return filters;
}

function prepareList(db: ReadDatabase, shape: ListShape, key: string, rows: number) {
  // A search reads the narrow search rows, never the projects' full rows (decision 072).
  const filters = listFilters(db, shape, shape.search ? searchColumns : projects);
  const where = and(...filters);
  const after = shape.cursor
    ? sql`(${projects.createdAt}, ${projects.id}) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`
    : undefined;
  const name = hashedStatementName("project_list", key);
  // One statement: the page walks the (created_at, id) index and stops after limit + 1 rows, while
  // the summary over every match (never only the page, and never only what follows the cursor) is an
  // uncorrelated subquery PostgreSQL runs once (an InitPlan). EXPLAINed in decisions 025 and 055.
  const summary = shape.search
    ? summaryOf(where, projectSearch)
    : shape.mine
      ? summaryOf(where, projects)
      : keptSummaryOf(shape);
  const newestFirst = [desc(projects.createdAt), desc(projects.id)];
  const branch = (condition: SQL | undefined, order = newestFirst) =>
    db
      .select({ ...cardColumns, summary })
      .from(projects)
      .where(and(condition, after))
      .orderBy(...order)
      .limit(literalLimit(rows));
  // A member's list without a search (decision 055): the listed projects walk their own partial index
  // (projects_listed_newest_first_idx) instead of passing every recent private or draft project of the
  // platform, and the member's own unlisted projects come from their few rows; PostgreSQL merges the
  // two ordered branches (a Merge Append) and stops after the page. The branches are disjoint.
  const page = shape.search
    ? searchPage(db, where, shape.cursor, newestFirst, rows)
    : shape.everything || shape.mine
      ? branch(where)
      : branch(and(listed, ...filters.slice(1)))
          .unionAll(branch(and(ownUnlisted, ...filters.slice(1)), ownNewestFirst))
          .orderBy(sql`"created_at" desc`, sql`"id" desc`)
          .limit(literalLimit(rows));
  return {
    page: page.prepare(name),
    summary: db
      .select({ summary })
      .from(sql`(select 1) as one`)
      .prepare(`${name}_summary`),
  };
}

/**
 * A search's page and its summary from one pass over the matches (decisions 061, 066 and 072). The
 * matches are gathered once through the trigram index of the narrow search rows (project_search), with
 * the few columns the page's order and the summary need (`matches`, materialised since both read it);
 * the summary aggregates all of them (never only the page, nor only what follows the cursor) and the
 * page is the newest of them after the cursor, its cards then read from the projects by primary key.
 * At 20 000 projects a term matching 1 111 of them read 944 pages of the projects' full rows; the
 * search rows hold the same matches in 386. Walking the newest-first index until the page is full does not
 * pay instead: the exact summary reads every match whatever finds the page, and a word's matches may all lie
 * behind thousands of newer projects (decision 134).
 */
function searchPage(db: ReadDatabase, where: SQL | undefined, cursor: boolean, newestFirst: SQL[], rows: number) {
  const matchColumns = db
    .select({
      id: sql<string>`${projectSearch.projectId}`.as("id"),
      createdAt: projectSearch.createdAt,
      status: projectSearch.status,
      targetAmount: projectSearch.targetAmount,
      roi: projectSearch.roi,
    })
    .from(projectSearch)
    .where(where);
  const after = cursor
    ? sql`where (created_at, id) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`
    : sql``;
  const newest = sql`(with matches as materialized (${matchColumns})
    select id, ${figuresOver(sql`matches`)} as summary
    from matches ${after} order by created_at desc, id desc limit ${rowCount(rows)}) as newest`;
  return db
    .select({ ...cardColumns, summary: sql<Summary>`newest.summary` })
    .from(projects)
    .innerJoin(newest, sql`newest.id = ${projects.id}`)
    .orderBy(...newestFirst)
    .limit(literalLimit(rows));
}

/** As json_build_object gives it: numbers for the counts, text for the money and the percentage. */
type Summary = { total: number; fundraising: number; totalVolume: string; averageRoi: string | null };
const EMPTY_SUMMARY: Summary = { total: 0, fundraising: 0, totalVolume: "0", averageRoi: null };

/**
 * The list's four figures over `rows` (projects, or a search's gathered matches), as one json value:
 * any rows with the projects' status, target_amount and roi columns.
 */
const figuresOver = (rows: SQL) => sql<Summary>`(select json_build_object(
    'total', count(*),
    'fundraising', count(*) filter (where status = 'funding_open'),
    'totalVolume', coalesce(sum(target_amount), 0)::text,
    'averageRoi', round(avg(roi), 2)::text)
  from ${rows})`;

/** The list's figures over every row of `from` (the projects, or their search rows) that `where` matches. */
const summaryOf = (where: SQL | undefined, from: typeof projects | typeof projectSearch) =>
  figuresOver(sql`${from} where ${where ?? sql`true`}`);

/** A project every logged-in person may see: public and past draft (visibleToMember's first part). */
const listed = sql`${projects.status} <> 'draft' and ${projects.visibility} = 'public'`;

/** The ids of the projects the member created or is on the team of (two index lookups). */
const ownProjectIds = sql`select ${projects.id} from ${projects} where ${projects.createdBy} = ${reader}
      union all select ${projectTeamMembers.projectId} from ${projectTeamMembers}
        where ${projectTeamMembers.userId} = ${reader}`;

/** The member's own projects (created or on the team) that are not listed: the rest of what they see. */
const ownUnlisted = sql`${projects.id} = any(array(${ownProjectIds})) and not (${listed})`;

/**
 * The same order as `newestFirst`, written so that no index serves it: the member's few own projects
 * are read by primary key and then sorted. Ordered by the column itself, PostgreSQL's generic plan
 * walked the newest-first index past every project of the platform looking for them (20 000 rows at
 * the large size, 11 ms), so it planned the statement anew on every call instead: 1–2 ms each
 * (decision 068).
 */
const ownNewestFirst = [sql`${projects.createdAt} + interval '0 seconds' desc`, desc(projects.id)];

/**
 * The same figures without a search or "mine" (decision 055): the kept per-visibility, status, type and
 * purpose figures (project_figures, migration 0016) of the listed projects — public and past draft, or
 * every project for who sees everything — plus, for a member, the few projects they create or work on
 * that are not listed, aggregated from their rows. Its cost follows the person's own projects, not the
 * platform. With a search the matches are aggregated (summaryOf); "mine" reads the person's own only.
 */
function keptSummaryOf(shape: ListShape): SQL<Summary> {
  const f = projectFigures;
  const figureFilters: (SQL | undefined)[] = [
    shape.everything ? undefined : sql`${f.visibility} = 'public' and ${f.status} <> 'draft'`,
    shape.type ? eq(f.projectType, sql.placeholder("type")) : undefined,
    shape.status ? eq(f.status, sql.placeholder("status")) : undefined,
    shape.purpose ? eq(f.purpose, sql.placeholder("purpose")) : undefined,
  ];
  const kept = sql`select ${f.status} as status, ${f.projects} as projects, ${f.targetAmount} as target,
      ${f.roiSum} as roi_sum, ${f.roiCount} as roi_count
    from ${f} where ${and(...figureFilters) ?? sql`true`}`;
  const ownFilters: (SQL | undefined)[] = [
    sql`${projects.id} in (${ownProjectIds})`,
    sql`not (${listed})`,
    shape.type ? eq(projects.projectType, sql.placeholder("type")) : undefined,
    shape.status ? eq(projects.status, sql.placeholder("status")) : undefined,
    shape.purpose ? eq(projects.purpose, sql.placeholder("purpose")) : undefined,
  ];
  const own = shape.everything
    ? sql``
    : sql`union all select ${projects.status}, 1, coalesce(${projects.targetAmount}, 0), coalesce(${projects.roi}, 0),
        (${projects.roi} is not null)::int
      from ${projects} where ${and(...ownFilters)}`;
  return sql<Summary>`(select json_build_object(
    'total', coalesce(sum(figures.projects), 0),
    'fundraising', coalesce(sum(figures.projects) filter (where figures.status = 'funding_open'), 0),
    'totalVolume', coalesce(sum(figures.target), 0)::text,
    'averageRoi', round(sum(figures.roi_sum) / nullif(sum(figures.roi_count), 0), 2)::text)
  from (${kept} ${own}) as figures)`;
}

async function summaryAlone(prepared: PreparedList, values: Record<string, unknown>): Promise<Summary> {
  const [row] = await prepared.summary.execute(values);
  return row?.summary ?? EMPTY_SUMMARY;
}
