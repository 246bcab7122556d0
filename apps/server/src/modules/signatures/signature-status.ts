import { sql, type SQL } from "drizzle-orm";
import type { SignatureStatus } from "@alicerce/shared/signatures";
import { signatureRequests } from "../../db/schema/index.ts";

/**
 * The one place a request's status is derived (docs/product/documents-and-signatures.md#signature-lifecycle):
 * `signed` once the last signer signed, `rejected` once a signer refused, otherwise `expired` after
 * its due date (São Paulo's `today`) and `pending` until then. Nothing is stored, so the list is
 * right the moment the date passes; the job only records the `expired` event for the trail.
 */
export function signatureStatusConditions(today: string): Record<SignatureStatus, SQL> {
  const day = sql`${today}::date`;
  const open = sql`${signatureRequests.completedAt} is null and ${signatureRequests.rejectedAt} is null and ${signatureRequests.voidedAt} is null`;
  return {
    cancelled: sql`${signatureRequests.voidedAt} is not null`,
    signed: sql`${signatureRequests.completedAt} is not null`,
    rejected: sql`${signatureRequests.rejectedAt} is not null`,
    expired: sql`(${open} and ${signatureRequests.dueDate} < ${day})`,
    pending: sql`(${open} and ${signatureRequests.dueDate} >= ${day})`,
  };
}

/** The status as a column of a select, built from the same conditions as the filter. */
export function signatureStatusColumn(today: string): SQL<SignatureStatus> {
  const is = signatureStatusConditions(today);
  return sql<SignatureStatus>`case
    when ${is.signed} then 'signed'
    when ${is.rejected} then 'rejected'
    when ${is.cancelled} then 'cancelled'
    when ${is.expired} then 'expired'
    else 'pending' end`;
}
