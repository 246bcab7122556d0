import { and, desc, sql, type SQL } from "drizzle-orm";
import type { ReadDatabase } from "../../db/client.ts";
import { literalLimit, opaquePlaceholder, rowCount } from "../../db/prepared-once.ts";
import { projects } from "../../db/schema/index.ts";
import {
  createdProjectIds,
  figuresOver,
  listedOn,
  ownProjectIds,
  reader,
  summedFigures,
  type Summary,
} from "./list-parts.ts";
import { cardColumns } from "./project-card.ts";

/**
 * The project search by word beginnings (decision 136), read from the rows migration 0049 keeps per
 * project and beginning in project_word_beginnings and the figures it keeps per beginning and filter in
 * project_word_figures. Every value is a placeholder (the list's statements are prepared once per shape):
 * `word` for one word, `words` (the words joined by spaces) for several. The SQL names its aliases
 * itself: inside a select list drizzle writes columns unqualified, and these subqueries correlate. The
 * reading rule is visibleToMember's (project-access), written on these rows: the two change together.
 */
export type WordSearchShape = {
  everything: boolean;
  type: boolean;
  status: boolean;
  purpose: boolean;
  mine: boolean;
  cursor: boolean;
  /** Several words: intersected from the rarest one's rows; one word: an index range and kept figures. */
  several: boolean;
};

/** The list's filters on `alias`'s columns (a beginning row or a kept figure). */
function filtersOn(alias: string, shape: WordSearchShape): SQL[] {
  const on = (column: string, name: string) => sql`${sql.raw(`${alias}.${column}`)} = ${sql.placeholder(name)}`;
  const filters: SQL[] = [];
  if (shape.type) filters.push(on("project_type", "type"));
  if (shape.status) filters.push(on("status", "status"));
  if (shape.purpose) filters.push(on("purpose", "purpose"));
  return filters;
}

/** Who reads a beginning row `c`: every row for who sees everything; else the reading rule (visibleToMember). */
function readableOn(shape: WordSearchShape): SQL | undefined {
  if (shape.mine) return sql`c.created_by = ${reader}`;
  if (shape.everything) return undefined;
  return sql`(${listedOn("c")} or c.created_by = ${reader} or exists (select 1 from project_team_members tm
      where tm.project_id = c.project_id and tm.user_id = ${reader}))`;
}

const afterCursor = (shape: WordSearchShape) =>
  shape.cursor
    ? sql`(c.created_at, c.project_id) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`
    : undefined;

/** The page's statement and the summary's (for a cursor past the end) of a search by words. */
export function wordSearchStatements(db: ReadDatabase, shape: WordSearchShape, rows: number) {
  return shape.several ? severalWords(db, shape, rows) : oneWord(db, shape, rows);
}

/** The cards of the `newest` rows (their ids), newest first, each with the summary. */
function cardsOf(db: ReadDatabase, newest: SQL, summary: SQL<Summary>, rows: number) {
  return db
    .select({ ...cardColumns, summary })
    .from(projects)
    .innerJoin(sql`${newest} as newest`, sql`newest.id = ${projects.id}`)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(literalLimit(rows));
}

/**
 * One word: the page is the newest rows of one beginning, a bounded range of an index. A member's listed
 * projects walk the listed partial index and their own unlisted ones come from their few rows, ordered so
 * that no index serves them (as the list without a search, decisions 055 and 068); the
 * summary sums the kept figures of the beginning and adds the member's own unlisted projects. "Mine" reads
 * only the reader's own projects, their page and their summary.
 */
function oneWord(db: ReadDatabase, shape: WordSearchShape, rows: number) {
  const word = sql.placeholder("word");
  const filters = filtersOn("c", shape);
  const listedPage = (condition: SQL | undefined) =>
    sql`(select c.project_id as id from project_word_beginnings c
      where ${and(sql`c.beginning = ${word}`, condition, ...filters, afterCursor(shape))}
      order by c.created_at desc, c.project_id desc limit ${rowCount(rows)})`;
  // The reader's own projects (created, or also on the team), each looked up under the word by its key
  // (project, beginning): joined laterally, so no plan walks the word's rows looking for them.
  const ids = shape.mine ? createdProjectIds : ownProjectIds;
  const ownRows = (condition: SQL | undefined, extra: SQL | undefined) =>
    sql`(select distinct own.id from (${ids}) as own(id)) as own
      cross join lateral (select c.project_id, c.created_at, c.status, c.target_amount, c.roi
        from project_word_beginnings c
        where ${and(sql`c.project_id = own.id and c.beginning = ${word}`, condition, ...filters, extra)}) as c`;
  const unlisted = shape.mine ? undefined : sql`not (${listedOn("c")})`;
  const ownPage = sql`(select c.project_id as id from ${ownRows(unlisted, afterCursor(shape))}
      order by c.created_at + interval '0 seconds' desc, c.project_id desc limit ${rowCount(rows)})`;
  const newest = shape.mine
    ? ownPage
    : shape.everything
      ? listedPage(undefined)
      : sql`(${listedPage(listedOn("c"))} union all ${ownPage})`;

  const own = sql`select c.status, 1 as projects, coalesce(c.target_amount, 0) as target,
      coalesce(c.roi, 0) as roi_sum, (c.roi is not null)::int as roi_count
    from ${ownRows(unlisted, undefined)}`;
  const kept = sql`select f.status, f.projects, f.target_amount as target, f.roi_sum, f.roi_count
      from project_word_figures f
      where ${and(sql`f.beginning = ${word}`, shape.everything ? undefined : listedOn("f"), ...filtersOn("f", shape))}`;
  const summary = summedFigures(shape.mine ? own : shape.everything ? kept : sql`${kept} union all ${own}`);
  return { page: cardsOf(db, newest, summary, rows), summary };
}

/**
 * Several words: the rarest word's rows (by the kept figures; a word no project has is the rarest, and
 * nothing is read) that the reader may read, kept when the project has a row for every word. The page and
 * the summary are both taken from these matches, gathered once (its cost follows the rarest word).
 */
function severalWords(db: ReadDatabase, shape: WordSearchShape, rows: number) {
  // Hidden from the planner (opaquePlaceholder): with the words in view PostgreSQL planned every call anew.
  const words = sql`string_to_array(${opaquePlaceholder("words", "text")}, ' ')`;
  const rarest = sql`(select w.word from unnest(${words}) as w(word)
      left join project_word_figures f on f.beginning = w.word
      group by w.word order by coalesce(sum(f.projects), 0), w.word limit 1)`;
  const everyWord = sql`(select count(*) from project_word_beginnings x
      where x.project_id = c.project_id and x.beginning = any(${words})) = cardinality(${words})`;
  const matches = sql`select c.project_id as id, c.created_at, c.status, c.target_amount, c.roi
    from project_word_beginnings c
    where ${and(sql`c.beginning = ${rarest}`, readableOn(shape), ...filtersOn("c", shape), everyWord)}`;
  const after = shape.cursor
    ? sql`where (created_at, id) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`
    : sql``;
  const newest = sql`(with matches as materialized (${matches})
    select id, ${figuresOver(sql`matches`)} as summary
    from matches ${after} order by created_at desc, id desc limit ${rowCount(rows)})`;
  return {
    page: cardsOf(db, newest, sql<Summary>`newest.summary`, rows),
    summary: figuresOver(sql`(${matches}) as matches`),
  };
}
