import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import type { ReceivedPixSource } from "../../../db/schema/index.ts";
import { enqueueEach } from "../../../jobs/queue/enqueue.ts";

/** The durable job that decides what a received Pix pays (intake-job.ts), keyed by its endToEndId. */
export const PIX_IN_JOB_KIND = "payments.pix-in";

/** A received Pix as the webhook or `GET /pix` reported it, in Alicerce's terms (cents, dates). */
export type IncomingPix = {
  endToEndId: string;
  txid: string | null;
  amountCents: number;
  paidAt: Date;
  /** CPF or CNPJ digits as the PSP gave them (possibly partly masked); null when it gave none. */
  payerDocument: string | null;
  payerName: string | null;
  info: string | null;
};

/**
 * Records each Pix once by its endToEndId and queues its intake job, in one statement
 * (docs/decisions/109-pix-webhook-intake-and-reconciler.md): `INSERT … ON CONFLICT DO NOTHING RETURNING`
 * into received_pix, and a job for each row it returned, so both commit together (in the caller's
 * transaction when there is one). A Pix seen again (a webhook delivered twice, the reconciler after the
 * webhook) writes nothing. No PSP call, no ledger work: the answer to the PSP must not wait for them.
 * Returns the endToEndIds this call recorded.
 */
export async function recordReceivedPix(
  db: Database,
  incoming: readonly IncomingPix[],
  source: ReceivedPixSource,
): Promise<string[]> {
  if (incoming.length === 0) return [];
  // One order for every writer: two notifications sharing Pix wait for each other instead of deadlocking.
  const ordered = distinctByEndToEndId(incoming).sort((a, b) => (a.endToEndId < b.endToEndId ? -1 : 1));
  const rows = ordered.map(
    (pix) =>
      sql`(${pix.endToEndId}, ${pix.txid}, ${pix.amountCents}, ${pix.paidAt.toISOString()}::timestamptz,
           ${pix.payerDocument}, ${pix.payerName}, ${pix.info}, ${source}::received_pix_source)`,
  );
  return enqueueEach(
    db,
    PIX_IN_JOB_KIND,
    sql`insert into received_pix (end_to_end_id, txid, amount_cents, horario, payer_document, payer_name, info, source)
        values ${sql.join(rows, sql`, `)}
        on conflict (end_to_end_id) do nothing
        returning end_to_end_id as key`,
  );
}

/** Keeps the first of each endToEndId in one batch (a PSP may repeat a Pix inside one notification). */
export function distinctByEndToEndId(incoming: readonly IncomingPix[]): IncomingPix[] {
  const seen = new Set<string>();
  return incoming.filter((pix) => !seen.has(pix.endToEndId) && (seen.add(pix.endToEndId), true));
}
