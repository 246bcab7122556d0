import { hashedStatementName, literalLimit, preparedOnce, rowsToRead } from "../../db/prepared-once.ts";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ProjectListResponse } from "@alicerce/shared/schemas/projects";
import type { ProjectPurpose, ProjectStatus, ProjectType } from "@alicerce/shared/projects";
import type { ReadDatabase } from "../../db/client.ts";
import { projectFigures, projects } from "../../db/schema/index.ts";
import { decodeCursor, encodeCursor } from "../../lib/keyset-cursor.ts";
import { seesEverything, visibleToMember } from "../project-access/index.ts";
import {
  EMPTY_SUMMARY,
  figuresOver,
  listed,
  ownProjectIds,
  reader,
  summedFigures,
  type Summary,
} from "./list-parts.ts";
import { cardColumns, toProjectCard } from "./project-card.ts";
import { wordSearchStatements } from "./search-by-words.ts";
import { searchWords } from "./search-words.ts";

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
 * with summary figures computed over every match (not just the page). A search finds the projects whose
 * title, city, state or manager has a word beginning with each of the query's words (decision 136).
 */
export async function listProjects(
  db: ReadDatabase,
  user: CurrentUser,
  query: ListProjectsQuery,
): Promise<ProjectListResponse> {
  const words = query.q ? searchWords(query.q) : [];
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const shape: ListShape = {
    everything: seesEverything(user),
    type: Boolean(query.type),
    status: Boolean(query.status),
    purpose: Boolean(query.purpose),
    mine: query.scope === "mine",
    search: words.length === 0 ? "" : words.length === 1 ? "word" : "words",
    cursor: Boolean(cursor),
  };
  const values = {
    userId: user.id,
    type: query.type ?? null,
    status: query.status ?? null,
    purpose: query.purpose ?? null,
    word: words[0] ?? null,
    words: words.join(" "),
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

/** Which parts the list's statement has: one prepared statement per shape (at most 3 × 2⁶). */
type ListShape = {
  everything: boolean;
  type: boolean;
  status: boolean;
  purpose: boolean;
  mine: boolean;
  /** No search, one word, or several (decision 136). */
  search: "" | "word" | "words";
  cursor: boolean;
};

/**
 * The list's statements for one shape, built once per database (preparedOnce): every value is a
 * placeholder, so a shape serves every user.
 */
type PreparedList = ReturnType<typeof prepareList>;

function preparedList(db: ReadDatabase, shape: ListShape, rows: number): PreparedList {
  const key = `${Object.entries(shape)
    .map(([k, on]) => (on === true ? k : on || ""))
    .join("|")}|${rows}`;
  return preparedOnce(db, `project_list:${key}`, () => prepareList(db, shape, key, rows));
}

/** The shape's conditions on the projects, every value a placeholder, the reading rule first. */
function listFilters(db: ReadDatabase, shape: ListShape): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [shape.everything ? undefined : visibleToMember(db, reader)];
  if (shape.type) filters.push(eq(projects.projectType, sql.placeholder("type")));
  if (shape.status) filters.push(eq(projects.status, sql.placeholder("status")));
  if (shape.purpose) filters.push(eq(projects.purpose, sql.placeholder("purpose")));
  if (shape.mine) filters.push(eq(projects.createdBy, reader));
  return filters;
}

function prepareList(db: ReadDatabase, shape: ListShape, key: string, rows: number) {
  const name = hashedStatementName("project_list", key);
  // A search reads the word beginnings kept for it, never the projects' rows (decision 136).
  const statements = shape.search
    ? wordSearchStatements(db, { ...shape, several: shape.search === "words" }, rows)
    : plainListStatements(db, shape, rows);
  return {
    page: statements.page.prepare(name),
    summary: db
      .select({ summary: statements.summary })
      .from(sql`(select 1) as one`)
      .prepare(`${name}_summary`),
  };
}

/** The list without a search: its page and its summary. */
function plainListStatements(db: ReadDatabase, shape: ListShape, rows: number) {
  const filters = listFilters(db, shape);
  const where = and(...filters);
  const after = shape.cursor
    ? sql`(${projects.createdAt}, ${projects.id}) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`
    : undefined;
  // One statement: the page walks the (created_at, id) index and stops after limit + 1 rows, while
  // the summary over every match (never only the page, and never only what follows the cursor) is an
  // uncorrelated subquery PostgreSQL runs once (an InitPlan). EXPLAINed in decisions 025 and 055.
  const summary = shape.mine ? figuresOver(sql`${projects} where ${where ?? sql`true`}`) : keptSummaryOf(shape);
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
  const page =
    shape.everything || shape.mine
      ? branch(where)
      : branch(and(listed, ...filters.slice(1)))
          .unionAll(branch(and(ownUnlisted, ...filters.slice(1)), ownNewestFirst))
          .orderBy(sql`"created_at" desc`, sql`"id" desc`)
          .limit(literalLimit(rows));
  return { page, summary };
}

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
 * platform. A search sums the figures kept per word beginning (search-by-words.ts); "mine" reads the
 * person's own only.
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
  return summedFigures(sql`${kept} ${own}`);
}

async function summaryAlone(prepared: PreparedList, values: Record<string, unknown>): Promise<Summary> {
  const [row] = await prepared.summary.execute(values);
  return row?.summary ?? EMPTY_SUMMARY;
}
