import type { Database } from "../../../db/client.ts";
import { receivedPix, type ReceivedPixSource } from "../../../db/schema/index.ts";
import { enqueue } from "../../../jobs/queue/enqueue.ts";

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
 * Records each Pix once by its endToEndId and queues its intake job, in the caller's transaction
 * (docs/decisions/109-pix-webhook-intake-and-reconciler.md): a Pix seen again (a webhook delivered
 * twice, the reconciler after the webhook) writes nothing. No PSP call, no ledger work: the answer to
 * the PSP must not wait for them. Returns the endToEndIds this call recorded.
 */
export async function recordReceivedPix(
  tx: Database,
  incoming: readonly IncomingPix[],
  source: ReceivedPixSource,
): Promise<string[]> {
  if (incoming.length === 0) return [];
  // One order for every writer: two notifications sharing Pix wait for each other instead of deadlocking.
  const ordered = distinctByEndToEndId(incoming).sort((a, b) => (a.endToEndId < b.endToEndId ? -1 : 1));
  const inserted = await tx
    .insert(receivedPix)
    .values(
      ordered.map((pix) => ({
        endToEndId: pix.endToEndId,
        txid: pix.txid,
        amountCents: pix.amountCents,
        horario: pix.paidAt,
        payerDocument: pix.payerDocument,
        payerName: pix.payerName,
        info: pix.info,
        source,
      })),
    )
    .onConflictDoNothing({ target: receivedPix.endToEndId })
    .returning({ endToEndId: receivedPix.endToEndId });
  for (const { endToEndId } of inserted) await enqueue(tx, PIX_IN_JOB_KIND, endToEndId, {});
  return inserted.map((row) => row.endToEndId);
}

/** Keeps the first of each endToEndId in one batch (a PSP may repeat a Pix inside one notification). */
export function distinctByEndToEndId(incoming: readonly IncomingPix[]): IncomingPix[] {
  const seen = new Set<string>();
  return incoming.filter((pix) => !seen.has(pix.endToEndId) && (seen.add(pix.endToEndId), true));
}
