// Puts an in-memory test database back to the rows its template started with (decision 078), so a
// test worker reuses one PGlite per template between test apps instead of starting a new one each
// time. A start costs ~0.5 s of CPU, and a new instance's JavaScript (PGlite's file system and
// protocol code, fresh closures per instance) runs unoptimised again until V8 recompiles it.
import type { PGlite } from "@electric-sql/pglite";

/** Where the template's rows are kept, beside the application's schemas (which only read `public` and `drizzle`). */
const SNAPSHOT_SCHEMA = "test_snapshot";

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

type TableRow = { schema: string; name: string; columns: string[] };

/**
 * Copies every table of `public` and `drizzle` into the snapshot schema and returns the SQL that
 * empties them and copies the rows back (triggers and foreign keys off while it runs: the copy is
 * consistent as a whole), with every sequence set back to where it was.
 */
export async function snapshotTemplate(client: PGlite): Promise<string> {
  const { rows: tables } = await client.query<TableRow>(
    `select t.table_schema as schema, t.table_name as name,
            array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.tables t
       join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema in ('public', 'drizzle') and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by t.table_schema, t.table_name
      order by t.table_schema, t.table_name`,
  );
  const { rows: sequences } = await client.query<{ name: string; value: string | null; start: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
            last_value::text as value, start_value::text as start
       from pg_sequences where schemaname in ('public', 'drizzle')`,
  );
  const copyOf = (table: TableRow) => `${SNAPSHOT_SCHEMA}.${quote(`${table.schema}.${table.name}`)}`;
  const original = (table: TableRow) => `${quote(table.schema)}.${quote(table.name)}`;
  await client.exec(
    [
      `create schema ${SNAPSHOT_SCHEMA}`,
      ...tables.map((table) => `create table ${copyOf(table)} as table ${original(table)}`),
    ].join(";\n"),
  );
  return [
    "begin",
    "set local session_replication_role = replica",
    `truncate table ${tables.map(original).join(", ")}`,
    ...tables.map((table) => {
      const columns = table.columns.map(quote).join(", ");
      return `insert into ${original(table)} (${columns}) overriding system value select ${columns} from ${copyOf(table)}`;
    }),
    ...sequences.map(({ name, value, start }) =>
      value === null ? `select setval('${name}', ${start}, false)` : `select setval('${name}', ${value}, true)`,
    ),
    "commit",
  ].join(";\n");
}

/** Ends whatever a test left open on the session, then restores the template's rows. */
export async function resetToTemplate(client: PGlite, resetSql: string): Promise<void> {
  // Separate statements: several in one string run as one implicit transaction, where DISCARD cannot.
  await client.exec("rollback");
  await client.exec("discard all");
  await client.exec(resetSql);
}
