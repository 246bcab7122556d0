import { and, asc, count, desc, eq, gt, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { DOCUMENTS_PAGE_SIZE } from "@alicerce/shared/documents";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { DocumentList, documentListQuerySchema } from "@alicerce/shared/schemas/documents";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/paging.ts";
import { documents, files, profiles, projects, user as users } from "../../db/schema/index.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { readableBy } from "./document-access.ts";
import { documentStatusSql } from "./document-status.ts";
import { itemColumns, itemJoins, toDocumentItem, type ItemRow } from "./document-item.ts";

type ListQuery = z.output<typeof documentListQuerySchema>;

const newer = alias(documents, "newer");
const sibling = alias(documents, "sibling");

/**
 * SQL on a `documents` row: the user may read it and it is the newest version of its series they may
 * read. The list shows one row per document; its older versions open from it.
 */
export function latestReadable(db: Database, user: CurrentUser): SQL {
  const readable = readableBy(db, user, documents);
  const noNewerReadable = notExists(
    db
      .select({ one: sql`1` })
      .from(newer)
      .where(
        and(eq(newer.seriesId, documents.seriesId), gt(newer.version, documents.version), readableBy(db, user, newer)),
      ),
  );
  return and(readable, noNewerReadable)!;
}

/** SQL: how many versions of the row's series the user may read. */
export const readableVersionCount = (db: Database, user: CurrentUser) =>
  sql<number>`${db
    .select({ n: sql<number>`count(*)::int` })
    .from(sibling)
    .where(and(eq(sibling.seriesId, documents.seriesId), readableBy(db, user, sibling)))}`;

function filtersOf(db: Database, query: ListQuery): SQL[] {
  const filters: SQL[] = [];
  const q = query.q ? searchable(query.q).trim() : "";
  if (q) {
    const pattern = containsPattern(q);
    filters.push(sql`(${documents.searchText} like ${pattern} or ${projects.searchText} like ${pattern})`);
  }
  if (query.category) filters.push(eq(documents.category, query.category));
  if (query.status) filters.push(sql`${documentStatusSql(documents)} = ${query.status}`);
  if (query.project_id) filters.push(eq(documents.projectId, query.project_id));
  if (query.document_id) {
    filters.push(
      sql`${documents.seriesId} = ${db
        .select({ seriesId: sibling.seriesId })
        .from(sibling)
        .where(eq(sibling.id, query.document_id))}`,
    );
  }
  return filters;
}

/** The summary cards' counts: every status, and their sum. */
function toSummary(rows: { status: Exclude<keyof DocumentList["summary"], "total">; n: number }[]) {
  const summary = { total: 0, approved: 0, pending: 0, rejected: 0, signed: 0 };
  for (const row of rows) {
    summary[row.status] = Number(row.n);
    summary.total += Number(row.n);
  }
  return summary;
}

/** Rows of documents with everything an item shows, for the user, under `where`. */
export function selectItems(db: Database, user: CurrentUser, where: ReturnType<typeof and>) {
  return db
    .select({ ...itemColumns, versionCount: readableVersionCount(db, user) })
    .from(documents)
    .innerJoin(projects, itemJoins.project)
    .innerJoin(files, itemJoins.file)
    .leftJoin(users, itemJoins.uploader)
    .leftJoin(profiles, itemJoins.profile)
    .where(where);
}

/**
 * The repository (docs/product/documents-and-signatures.md#documents): the documents the user may
 * read, newest first, searched and filtered in SQL, one page at a time, with the summary cards'
 * counts (before search and filters) and the project filter's options.
 */
export async function listDocuments(db: Database, user: CurrentUser, query: ListQuery): Promise<DocumentList> {
  const base = latestReadable(db, user);
  const where = and(base, ...filtersOf(db, query));
  const status = documentStatusSql(documents);

  const [found, projectRows] = await Promise.all([
    readPage({
      rows: selectItems(db, user, where).orderBy(desc(documents.createdAt), desc(documents.id)),
      count: db.select({ n: count() }).from(documents).innerJoin(projects, itemJoins.project).where(where),
      summary: db.select({ status, n: count() }).from(documents).where(base).groupBy(status).then(toSummary),
      page: query.page,
      pageSize: DOCUMENTS_PAGE_SIZE,
    }),
    db
      .selectDistinct({ id: projects.id, title: projects.title })
      .from(documents)
      .innerJoin(projects, itemJoins.project)
      .where(base)
      .orderBy(asc(projects.title), asc(projects.id)),
  ]);

  return { ...found, items: found.items.map((row) => toDocumentItem(user, row as ItemRow)), projects: projectRows };
}
