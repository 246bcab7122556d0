import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DocumentStatus } from "@alicerce/shared/documents";
import { signatureRequests } from "../../db/schema/index.ts";

/** The columns of a `documents` row (or an alias of it) the status depends on. */
export type StatusColumns = { id: AnyPgColumn; reviewStatus: AnyPgColumn };

/** SQL: a document whose signature request is complete (every signer signed). */
const signedSql = (doc: StatusColumns): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${signatureRequests} where ${signatureRequests.documentId} = ${doc.id}
    and ${signatureRequests.completedAt} is not null)`;

/**
 * The ONE place a document's shown status is decided (docs/product/lifecycles.md#document): "signed"
 * when a completed signature covers it, otherwise the review status legal set in the approvals
 * queue (pending until then). The list, its status filter and its summary cards all use it.
 */
export const documentStatusSql = (doc: StatusColumns): SQL<DocumentStatus> =>
  sql<DocumentStatus>`(case when ${signedSql(doc)} then 'signed' else ${doc.reviewStatus}::text end)`;
