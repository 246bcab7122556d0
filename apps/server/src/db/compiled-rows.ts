import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";
import { PgPreparedQuery } from "drizzle-orm/pg-core";

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
type Row = Record<string, unknown>;

/** The parts of drizzle's prepared select this module reads and sets (drizzle 0.45's node-postgres and PGlite). */
type DrizzlePrepared = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** An SQL fragment's decoder (private in drizzle's types: set by `.mapWith()`). */
const decoderOfSql = (fragment: SQL) => (fragment as unknown as { decoder: Decoder }).decoder;

/** The decoder drizzle's mapResultRow picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

/**
 * drizzle's `mapResultRow`, with what depends only on the statement worked out once: each column's
 * decoder, its place in the row object and, for a left join, which table it belongs to. drizzle works
 * these out again for every column of every row (its `is()` walks a class chain each time); on the
 * hot prepared reads that was about a tenth of the server's CPU under the api bench's mixed load
 * (decision 082). The result is the same object, key for key (test/compiled-rows.test.ts).
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    leaf: path[path.length - 1]!,
    decoder: decoderOf(field),
    // A column of a joined table, whose object becomes null when the join found no row.
    table: joinsNotNullableMap && path.length === 2 && is(field, Column) ? getTableName(field.table) : null,
  }));
  const checksJoins = columns.some((c) => c.table !== null);

  function mapRow(row: unknown[]): Row {
    const result: Row = {};
    const nullify: Record<string, string | false> | null = checksJoins ? {} : null;
    for (let i = 0; i < columns.length; i++) {
      const { parents, leaf, decoder, table } = columns[i]!;
      let node = result;
      for (const chunk of parents) {
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Row;
      }
      const raw = row[i];
      const value = (node[leaf] = raw === null ? null : decoder.mapFromDriverValue(raw));
      if (nullify && table !== null) {
        const objectName = parents[0]!;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
        else if (typeof nullify[objectName] === "string" && nullify[objectName] !== table) nullify[objectName] = false;
      }
    }
    if (nullify) {
      for (const [objectName, table] of Object.entries(nullify)) {
        if (typeof table === "string" && !joinsNotNullableMap![table]) result[objectName] = null;
      }
    }
    return result;
  }
  return (rows: unknown[][]) => rows.map(mapRow);
}

/**
 * Gives a drizzle prepared select (or each one of an object of them) the compiled row mapper, through
 * drizzle's own `customResultMapper` hook, which its execute() prefers to `mapResultRow`. Anything else
 * is returned untouched. Only for statements built once and run many times (`preparedOnce`): compiling
 * costs what mapping one row does.
 */
export function withCompiledRows<T>(statements: T): T {
  const compile = (value: unknown) => {
    if (!is(value, PgPreparedQuery)) return;
    const prepared = value as unknown as DrizzlePrepared;
    if (prepared.fields && !prepared.customResultMapper)
      prepared.customResultMapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  };
  if (is(statements, PgPreparedQuery)) compile(statements);
  else if (statements && typeof statements === "object") Object.values(statements).forEach(compile);
  return statements;
}
