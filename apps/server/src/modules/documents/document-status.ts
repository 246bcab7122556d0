import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DocumentStatus } from "@alicerce/shared/documents";

/** The columns of a `documents` row (or an alias of it) the status depends on. */
export type StatusColumns = { signed: AnyPgColumn; reviewStatus: AnyPgColumn };

/**
 * The ONE place a document's shown status is decided (docs/product/lifecycles.md#document): "signed"
 * when a completed signature covers it, otherwise the review status legal set in the approvals
 * queue (pending until then). The list, its status filter and its summary cards all use it.
 * `signed` is kept on the row by a trigger on signature_requests (migration 0018, decision 061), so
 * this is a column read, not a lookup per row; the legal desk's kept counts use the same rule.
 */
export const documentStatusSql = (doc: StatusColumns): SQL<DocumentStatus> =>
  sql<DocumentStatus>`(case when ${doc.signed} then 'signed' else ${doc.reviewStatus}::text end)`;
