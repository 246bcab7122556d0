import { and, count, desc, eq, exists, gt, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { DOCUMENTS_PAGE_SIZE } from "@alicerce/shared/documents";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { DocumentList, documentListQuerySchema } from "@alicerce/shared/schemas/documents";
import type { Database } from "../../db/client.ts";
import { pageOffset } from "../../db/paging.ts";
import { documents, documentStatusCounts, files, projects } from "../../db/schema/index.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { listableBy, readableBy } from "./document-access.ts";
import { listedSeries } from "./listed-series.ts";
import { filterProject } from "./project-filter.ts";
import { seesEverything } from "../project-access/index.ts";
import { placeholderViewer, viewerKind, viewerParams, type SqlViewer } from "../auth/index.ts";
import {
  hashedStatementName,
  literalLimit,
  opaqueOffset,
  opaquePlaceholder,
  preparedOnce,
} from "../../db/prepared-once.ts";
import { documentStatusSql } from "./document-status.ts";
import { itemColumns, itemJoins, toDocumentItem, type ItemRow } from "./document-item.ts";

type ListQuery = z.output<typeof documentListQuerySchema>;

const newer = alias(documents, "newer");
const sibling = alias(documents, "sibling");

/** SQL on a `newer` row: a later version of the `documents` row's series that the user may read. */
const newerReadable = (db: Database, user: SqlViewer) =>
  and(eq(newer.seriesId, documents.seriesId), gt(newer.version, documents.version), listableBy(db, user, newer));

/**
 * SQL on a `documents` row: the user may read it and it is the newest version of its series they may
 * read. The list shows one row per document; its older versions open from it. For passes over every
 * readable document (the summary): PostgreSQL checks the newer versions with one anti-join.
 */
export function latestReadable(db: Database, user: SqlViewer): SQL {
  const noNewerReadable = notExists(
    db
      .select({ one: sql`1` })
      .from(newer)
      .where(newerReadable(db, user)),
  );
  return and(listableBy(db, user, documents), noNewerReadable)!;
}

/** SQL: how many versions of the row's series the user may read. */
export const readableVersionCount = (db: Database, user: SqlViewer) =>
  sql<number>`${db
    .select({ n: sql<number>`count(*)::int` })
    .from(sibling)
    .where(and(eq(sibling.seriesId, documents.seriesId), readableBy(db, user, sibling)))}`;

/** Which filters a request uses: the list's statements are prepared once per shape (and kind of user). */
type FilterShape = { search: boolean; category: boolean; status: boolean; project: boolean; document: boolean };

/** The filters' shape and the values their placeholders take. */
function filtersOf(query: ListQuery) {
  const q = query.q ? searchable(query.q).trim() : "";
  const shape: FilterShape = {
    search: q !== "",
    category: query.category !== undefined,
    status: query.status !== undefined,
    project: query.project_id !== undefined,
    document: query.document_id !== undefined,
  };
  const values = {
    pattern: q ? containsPattern(q) : null,
    category: query.category ?? null,
    status: query.status ?? null,
    projectId: query.project_id ?? null,
    documentId: query.document_id ?? null,
    offset: pageOffset(query.page, DOCUMENTS_PAGE_SIZE),
  };
  const key = Object.entries(shape)
    .map(([k, on]) => (on ? k : ""))
    .join("|");
  return { shape, values, key };
}

/** The filters of a shape, every value a placeholder (filtersOf gives the values). */
function filterSql(db: Database, shape: FilterShape): SQL[] {
  const filters: SQL[] = [];
  if (shape.search) {
    const pattern = sql.placeholder("pattern");
    filters.push(sql`(${documents.searchText} like ${pattern} or ${projects.searchText} like ${pattern})`);
  }
  if (shape.category) filters.push(eq(documents.category, sql.placeholder("category")));
  if (shape.status) filters.push(sql`${documentStatusSql(documents)} = ${sql.placeholder("status")}`);
  if (shape.project) filters.push(eq(documents.projectId, sql.placeholder("projectId")));
  if (shape.document) {
    filters.push(
      sql`${documents.seriesId} = ${db
        .select({ seriesId: sibling.seriesId })
        .from(sibling)
        .where(eq(sibling.id, sql.placeholder("documentId")))}`,
    );
  }
  return filters;
}

type StatusKey = Exclude<keyof DocumentList["summary"], "total">;

/** The summary cards' counts (every status, and their sum) from grouped rows. */
function summaryOf(rows: { status: StatusKey; n: number | string }[]) {
  const summary = { total: 0, approved: 0, pending: 0, rejected: 0, signed: 0 };
  for (const row of rows) {
    summary[row.status] += Number(row.n);
    summary.total += Number(row.n);
  }
  return summary;
}

/**
 * The legal desk's and admins' list (they read every document): the newest version of each series,
 * the kept `latest` flag (decision 061), walked newest first through documents_latest_newest_first_idx.
 * Their summary cards read the kept per-status counts: four rows, whatever the platform holds.
 */
function everyDocument(db: Database) {
  const seriesVersions = sql<number>`(${db
    .select({ n: sql<number>`count(*)::int` })
    .from(sibling)
    .where(eq(sibling.seriesId, documents.seriesId))})`;
  return {
    page: (filters: SQL[]) =>
      db
        .select({ ...itemColumns, versionCount: seriesVersions })
        .from(documents)
        .innerJoin(projects, itemJoins.project)
        .innerJoin(files, itemJoins.file)
        .where(and(eq(documents.latest, true), ...filters)),
    count: (filters: SQL[]) =>
      db
        .select({ n: count() })
        .from(documents)
        .innerJoin(projects, itemJoins.project)
        .where(and(eq(documents.latest, true), ...filters)),
    summary: () =>
      db.select({ status: documentStatusCounts.status, n: documentStatusCounts.documents }).from(documentStatusCounts),
  };
}

/**
 * Everyone else's list (decision 053's scope): the rows `listedSeries` gives, one per series of the
 * reader's own projects, mostly from their kept rows (decisions 133 and 137). Only the page's rows are
 * joined to their project, file and uploader, and only they count their readable versions.
 */
function scopedDocuments(db: Database, user: SqlViewer) {
  const reader = listedSeries(db, user);
  const { ctes, listed } = reader;
  /** The listed rows under the filters, each filtered row checked on its document (and project) alone. */
  const listedWhere = (filters: SQL[]) =>
    filters.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(documents)
            .innerJoin(projects, itemJoins.project)
            .where(and(sql`${documents.id} = "listed"."id"`, ...filters)),
        )
      : undefined;
  const summaryJson = sql<
    { status: StatusKey; n: number }[]
  >`(select coalesce(json_agg(s), '[]') from (${reader.summary}) s)`;
  /** The page's rows joined to what an item shows, each carrying `total` and the summary. */
  const itemsOf = (page: ReturnType<typeof db.$with>, total: SQL<number>, withCtes: ReturnType<typeof db.$with>[]) =>
    db
      .with(...withCtes, page)
      .select({
        ...itemColumns,
        versionCount: readableVersionCount(db, user),
        filteredTotal: total,
        summary: summaryJson,
      })
      .from(page)
      .innerJoin(documents, sql`${documents.id} = "page"."page_id"`)
      .innerJoin(projects, itemJoins.project)
      .innerJoin(files, itemJoins.file)
      .orderBy(desc(documents.createdAt), desc(documents.id));
  return {
    /**
     * Without filters: the page walks the reader's newest kept rows (decision 137), and the total is the
     * summary's sum, both read once per request in one statement.
     */
    newestWithCounts: () => {
      const page = db
        .$with("page", { id: sql<string>`"page_id"`.as("page_id") })
        .as(
          sql`select "id" as "page_id" from (${reader.newest(DOCUMENTS_PAGE_SIZE, opaquePlaceholder("offset", "integer"))}) as "newest"`,
        );
      return itemsOf(page, sql<number>`(select coalesce(sum("n"), 0) from (${reader.summary}) t)`, [...ctes]);
    },
    /**
     * With filters: the filtered rows are counted (a window over the listed rows before the limit) and the
     * page cut from them, in one statement.
     */
    filteredWithCounts: (filters: SQL[]) => {
      const page = db.$with("page").as(
        db
          .select({ id: sql<string>`${listed.id}`.as("page_id"), total: sql<number>`count(*) over ()`.as("total") })
          .from(listed)
          .where(listedWhere(filters))
          .orderBy(desc(listed.createdAt), desc(listed.id))
          .limit(literalLimit(DOCUMENTS_PAGE_SIZE))
          .offset(opaqueOffset("offset")),
      );
      return itemsOf(page, sql<number>`${page.total}`, [...ctes, listed]);
    },
    /** For a page past the end (no row to carry the counts). */
    count: (filters: SQL[]) =>
      db
        .with(...ctes, listed)
        .select({ n: count() })
        .from(listed)
        .where(listedWhere(filters)),
    summary: () => {
      const counted = db
        .$with("counted", { status: sql<StatusKey>`"status"`.as("status"), n: sql<number>`"n"`.as("n") })
        .as(reader.summary);
      return db
        .with(...ctes, counted)
        .select({ status: counted.status, n: counted.n })
        .from(counted);
    },
  };
}

/** Rows of documents with everything an item shows, for the user, under `where`. */
export function selectItems(db: Database, user: SqlViewer, where: ReturnType<typeof and>) {
  return db
    .select({ ...itemColumns, versionCount: readableVersionCount(db, user) })
    .from(documents)
    .innerJoin(projects, itemJoins.project)
    .innerJoin(files, itemJoins.file)
    .where(where);
}

/**
 * The repository (docs/product/documents-and-signatures.md#documents): the documents of the user's
 * scope (decision 053), newest first, searched and filtered in SQL, one page at a time, with the
 * summary cards' counts (before search and filters) and the filtered project's title for the picker.
 */
export async function listDocuments(db: Database, user: CurrentUser, query: ListQuery): Promise<DocumentList> {
  const filters = filtersOf(query);
  const [listed, project] = await Promise.all([
    seesEverything(user) ? listEveryDocument(db, filters) : listScopedDocuments(db, user, filters),
    filterProject(db, user, query.project_id),
  ]);
  return {
    items: listed.rows.map((row) => toDocumentItem(user, row)),
    total: listed.total,
    page: query.page,
    page_size: DOCUMENTS_PAGE_SIZE,
    summary: listed.summary,
    project,
  };
}

type Listed = { rows: ItemRow[]; total: number; summary: DocumentList["summary"] };
type Filters = ReturnType<typeof filtersOf>;

async function listEveryDocument(db: Database, { shape, values, key }: Filters): Promise<Listed> {
  const name = hashedStatementName("documents_every", key);
  const statements = preparedOnce(db, name, () => {
    const source = everyDocument(db);
    const filters = filterSql(db, shape);
    return {
      page: source
        .page(filters)
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(literalLimit(DOCUMENTS_PAGE_SIZE))
        .offset(opaqueOffset("offset"))
        .prepare(name),
      // Without search or filters the count is the summary's total: one query fewer.
      count: filters.length ? source.count(filters).prepare(`${name}_n`) : null,
      summary: source.summary().prepare("documents_every_summary"),
    };
  });
  const [rows, counted, groups] = await Promise.all([
    statements.page.execute(values),
    statements.count?.execute(values) ?? null,
    statements.summary.execute(),
  ]);
  const summary = summaryOf(groups as { status: StatusKey; n: number }[]);
  return { rows: rows as ItemRow[], total: counted ? Number(counted[0]?.n ?? 0) : summary.total, summary };
}

async function listScopedDocuments(db: Database, user: CurrentUser, { shape, values, key }: Filters): Promise<Listed> {
  const name = hashedStatementName("documents_scoped", `${viewerKind(user)}:${key}`);
  const statements = preparedOnce(db, name, () => {
    const source = scopedDocuments(db, placeholderViewer(user));
    const filters = filterSql(db, shape);
    return {
      pageWithCounts: (filters.length ? source.filteredWithCounts(filters) : source.newestWithCounts()).prepare(name),
      summary: source.summary().prepare(`${name}_s`),
      count: filters.length ? source.count(filters).prepare(`${name}_n`) : null,
    };
  });
  const params = { ...values, ...viewerParams(user) };
  const rows = await statements.pageWithCounts.execute(params);
  const [first] = rows;
  if (first) {
    return { rows: rows as ItemRow[], total: Number(first.filteredTotal), summary: summaryOf(first.summary) };
  }
  const [groups, counted] = await Promise.all([
    statements.summary.execute(params),
    statements.count?.execute(params) ?? null,
  ]);
  const summary = summaryOf(groups);
  return { rows: [], total: counted ? Number(counted[0]?.n ?? 0) : summary.total, summary };
}
