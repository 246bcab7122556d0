import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DocumentStatus } from "@alicerce/shared/documents";

/** The columns of a `documents` row (or an alias of it) the status depends on. */
export type StatusColumns = { id: AnyPgColumn; reviewStatus: AnyPgColumn };

/**
 * SQL: a document covered by a completed signature. The signature requests (their own piece of
 * work) point at a document; until they are merged nothing is signed. Making documents "signed"
 * is this one clause, e.g.
 *   exists (select 1 from signature_requests s where s.document_id = <id> and s.status = 'signed')
 */
const signedSql = (_doc: StatusColumns): SQL<boolean> => sql<boolean>`false`;

/**
 * The ONE place a document's shown status is decided (docs/product/lifecycles.md#document): "signed"
 * when a completed signature covers it, otherwise the review status legal set in the approvals
 * queue (pending until then). The list, its status filter and its summary cards all use it.
 */
export const documentStatusSql = (doc: StatusColumns): SQL<DocumentStatus> =>
  sql<DocumentStatus>`(case when ${signedSql(doc)} then 'signed' else ${doc.reviewStatus}::text end)`;
