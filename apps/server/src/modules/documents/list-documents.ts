import { and, count, desc, eq, gt, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { DOCUMENTS_PAGE_SIZE } from "@alicerce/shared/documents";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { DocumentList, documentListQuerySchema } from "@alicerce/shared/schemas/documents";
import type { Database } from "../../db/client.ts";
import { pageOffset } from "../../db/paging.ts";
import { documents, files, profiles, projects, user as users } from "../../db/schema/index.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { listableBy, readableBy } from "./document-access.ts";
import { inDocumentScope } from "./document-scope.ts";
import { filterProject } from "./project-filter.ts";
import { seesEverything } from "../project-access/index.ts";
import { documentStatusSql } from "./document-status.ts";
import { itemColumns, itemJoins, toDocumentItem, type ItemRow } from "./document-item.ts";

type ListQuery = z.output<typeof documentListQuerySchema>;

const newer = alias(documents, "newer");
const sibling = alias(documents, "sibling");

/** SQL on a `newer` row: a later version of the `documents` row's series that the user may read. */
const newerReadable = (db: Database, user: CurrentUser) =>
  and(eq(newer.seriesId, documents.seriesId), gt(newer.version, documents.version), listableBy(db, user, newer));

/**
 * SQL on a `documents` row: the user may read it and it is the newest version of its series they may
 * read. The list shows one row per document; its older versions open from it. For passes over every
 * readable document (the summary): PostgreSQL checks the newer versions with one anti-join.
 */
export function latestReadable(db: Database, user: CurrentUser): SQL {
  const noNewerReadable = notExists(
    db
      .select({ one: sql`1` })
      .from(newer)
      .where(newerReadable(db, user)),
  );
  return and(listableBy(db, user, documents), noNewerReadable)!;
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

type StatusKey = Exclude<keyof DocumentList["summary"], "total">;

/** The summary cards' counts (every status, and their sum) from one grouped pass. */
function summaryOf(rows: { status: StatusKey; n: number | string }[]) {
  const summary = { total: 0, approved: 0, pending: 0, rejected: 0, signed: 0 };
  for (const row of rows) {
    summary[row.status] += Number(row.n);
    summary.total += Number(row.n);
  }
  return summary;
}

/**
 * The screen's documents (decision 053): the newest version the user may read of each document in
 * their scope (`inDocumentScope`). A newer version is looked up per kept row through
 * documents_series_idx with the single-row rule (`readableBy`), so the cost follows the scope, and
 * the version shown is the newest the user may open whatever branch of the scope brought it in.
 * The legal desk and admins see every document: for their grouped pass the anti-join over every
 * document is cheaper than a lookup per row.
 */
function screenDocuments(db: Database, user: CurrentUser, forPass: "page" | "summary"): SQL | undefined {
  if (seesEverything(user) && forPass === "summary") return latestReadable(db, user);
  const newerOne = db
    .select({ one: sql`true` })
    .from(newer)
    .where(
      and(eq(newer.seriesId, documents.seriesId), gt(newer.version, documents.version), readableBy(db, user, newer)),
    )
    .limit(1);
  return and(inDocumentScope(db, user), sql`(${newerOne}) is null`);
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
 * The repository (docs/product/documents-and-signatures.md#documents): the documents of the user's
 * scope (decision 053), newest first, searched and filtered in SQL, one page at a time, with the
 * summary cards' counts (before search and filters) and the filtered project's title for the picker.
 */
export async function listDocuments(db: Database, user: CurrentUser, query: ListQuery): Promise<DocumentList> {
  const filters = filtersOf(db, query);
  const status = documentStatusSql(documents);
  const summaryBase = screenDocuments(db, user, "summary");

  const [items, counted, groups, project] = await Promise.all([
    selectItems(db, user, and(screenDocuments(db, user, "page"), ...filters))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(DOCUMENTS_PAGE_SIZE)
      .offset(pageOffset(query.page, DOCUMENTS_PAGE_SIZE)),
    // Without search or filters the count is the summary's total: one pass fewer.
    filters.length
      ? db
          .select({ n: count() })
          .from(documents)
          .innerJoin(projects, itemJoins.project)
          .where(and(summaryBase, ...filters))
      : null,
    db.select({ status, n: count() }).from(documents).where(summaryBase).groupBy(status),
    filterProject(db, user, query.project_id),
  ]);
  const summary = summaryOf(groups as { status: StatusKey; n: number }[]);

  return {
    items: items.map((row) => toDocumentItem(user, row as ItemRow)),
    total: counted ? Number(counted[0]?.n ?? 0) : summary.total,
    page: query.page,
    page_size: DOCUMENTS_PAGE_SIZE,
    summary,
    project,
  };
}
