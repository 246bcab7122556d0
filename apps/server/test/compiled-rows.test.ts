// The compiled row mapper of the hot prepared reads (db/compiled-rows.ts, decision 082) gives the
// objects drizzle's own mapResultRow gives, on the seeded demo data: plain columns, decoded values
// (dates, numbers), nested objects, and left joins whose missing row becomes null.
import * as drizzle from "drizzle-orm";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileRowMapper, withCompiledRows } from "../src/db/compiled-rows.ts";
import { investments, profiles, projects, user as users } from "../src/db/schema/index.ts";
import { createSeededApp } from "./project-helpers.ts";
import type { TestApp } from "./test-app.ts";

type Mapper = (rows: unknown[][]) => unknown;
/** drizzle's own mapper: exported by the package at run time, absent from its type declarations. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joins?: Record<string, boolean>) => unknown;
};
type Prepared = {
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: Mapper;
  execute(values?: Record<string, unknown>): Promise<unknown>;
};

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t?.close());

/** The statement's raw rows (drizzle hands them to a custom mapper as PostgreSQL's driver gave them). */
async function rawRows(statement: Prepared): Promise<unknown[][]> {
  statement.customResultMapper = (rows) => rows;
  return (await statement.execute()) as unknown[][];
}

/** Both mappers over the same raw rows, and the rows themselves (each case must read some). */
async function bothMappings(statement: Prepared) {
  const rows = await rawRows(statement);
  const { fields, joinsNotNullableMap } = statement;
  return {
    rows,
    drizzle: rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap)),
    compiled: compileRowMapper(fields, joinsNotNullableMap)(rows),
  };
}

describe("compiled row mapper", () => {
  it("is compared with drizzle's own mapper", () => {
    expect(mapResultRow).toBeTypeOf("function");
  });

  it("maps plain, decoded and computed columns as drizzle does", async () => {
    const statement = t.database.db
      .select({
        id: projects.id,
        title: projects.title,
        createdAt: projects.createdAt,
        target: projects.targetAmount,
        commitments: sql<number>`(select count(*) from investments i where i.project_id = ${projects.id})`.mapWith(
          Number,
        ),
      })
      .from(projects)
      .prepare("compiled_rows_plain") as unknown as Prepared;
    const { rows, drizzle, compiled } = await bothMappings(statement);
    expect(rows.length).toBeGreaterThan(5);
    expect(compiled).toEqual(drizzle);
    expect((compiled as { createdAt: unknown }[])[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("builds nested objects from nested selections", async () => {
    const statement = t.database.db
      .select({ project: { id: projects.id, title: projects.title }, owner: { name: users.name } })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.createdBy))
      .prepare("compiled_rows_nested") as unknown as Prepared;
    const { rows, drizzle, compiled } = await bothMappings(statement);
    expect(rows.length).toBeGreaterThan(5);
    expect(compiled).toEqual(drizzle);
  });

  it("makes a left-joined table null where the join found no row, as drizzle does", async () => {
    // Every account, with its investments: most demo accounts have none.
    const statement = t.database.db
      .select()
      .from(users)
      .leftJoin(investments, eq(investments.investorId, users.id))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .prepare("compiled_rows_left_join") as unknown as Prepared;
    const { rows, drizzle, compiled } = await bothMappings(statement);
    const mapped = compiled as { investments: unknown; user: unknown }[];
    expect(mapped.some((r) => r.investments === null)).toBe(true);
    expect(mapped.some((r) => r.investments !== null)).toBe(true);
    expect(rows.length).toBeGreaterThan(5);
    expect(compiled).toEqual(drizzle);
  });

  it("is what a statement prepared through withCompiledRows executes with", async () => {
    const build = () =>
      t.database.db
        .select({ id: projects.id, createdAt: projects.createdAt })
        .from(projects)
        .orderBy(projects.id)
        .prepare("compiled_rows_attached") as unknown as Prepared;
    const plain = build();
    const compiled = withCompiledRows(build());
    expect(compiled.customResultMapper).toBeTypeOf("function");
    expect(await compiled.execute()).toEqual(await plain.execute());
    // An object of statements (the shape preparedOnce's builders return) gets one on each.
    const pair = withCompiledRows({ a: build(), none: null });
    expect(pair.a.customResultMapper).toBeTypeOf("function");
  });
});
