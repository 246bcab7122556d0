import type { Database } from "../../../db/client.ts";
import type { JobHandler } from "../../../jobs/queue/worker.ts";
import { enqueue } from "../../../jobs/queue/enqueue.ts";
import type { ApiPixClient, ReceivedPix } from "../../pix/index.ts";
import { recordReceivedPix, type IncomingPix } from "./record-received.ts";

/** The reconciler's durable job: one per time slot, each queueing the next (decision 109). */
export const PIX_RECONCILE_JOB_KIND = "payments.pix-reconcile";

/** How many Pix one transaction records: a long window is written in steps, each idempotent. */
const RECORD_BATCH = 500;

export type ReconcilerSettings = { everyMinutes: number; windowHours: number };

export type ReconcileReport = { seen: number; recorded: number };

export function incomingFromPsp(pix: ReceivedPix): IncomingPix {
  return {
    endToEndId: pix.endToEndId,
    txid: pix.txid,
    amountCents: pix.amountCents,
    paidAt: pix.paidAt,
    payerDocument: pix.payer.cpf ?? pix.payer.cnpj,
    payerName: pix.payer.name,
    info: pix.payerMessage,
  };
}

/**
 * Lists every Pix the PSP received in the last `windowHours` (`GET /pix`, every page) and records the
 * ones Alicerce has not seen, each with its intake job: the same path as the webhook, so a Pix seen by
 * both counts once and a lost notification is found within one pass.
 */
export async function reconcileReceivedPix(deps: {
  db: Database;
  apiPix: Pick<ApiPixClient, "listReceived">;
  now: () => Date;
  windowHours: number;
}): Promise<ReconcileReport> {
  const to = deps.now();
  const from = new Date(to.getTime() - deps.windowHours * 3600_000);
  const received = (await deps.apiPix.listReceived({ from, to })).map(incomingFromPsp);
  let recorded = 0;
  for (let i = 0; i < received.length; i += RECORD_BATCH) {
    const batch = received.slice(i, i + RECORD_BATCH);
    recorded += (await recordReceivedPix(deps.db, batch, "reconciler")).length;
  }
  return { seen: received.length, recorded };
}

/** The slot `at` falls in, as the job's key: every process asks for the same one, and it runs once. */
export function reconcileSlot(at: Date, everyMinutes: number): Date {
  const every = everyMinutes * 60_000;
  return new Date(Math.floor(at.getTime() / every) * every);
}

/** Queues the reconciler's pass for the slot `at` falls in (idempotent by the slot). */
export async function scheduleReconcile(db: Database, at: Date, everyMinutes: number, runAfter?: Date) {
  const slot = reconcileSlot(at, everyMinutes).toISOString();
  return enqueue(db, PIX_RECONCILE_JOB_KIND, slot, {}, runAfter ? { runAfter, maxAttempts: 3 } : { maxAttempts: 3 });
}

/**
 * The reconciler's job: first queue the next slot's pass (so a PSP that is down for hours, failing this
 * pass, does not end the chain), then run this one.
 */
export function reconcileJobHandler(deps: {
  db: Database;
  apiPix: () => Pick<ApiPixClient, "listReceived">;
  now: () => Date;
  settings: ReconcilerSettings;
}): JobHandler {
  return async () => {
    // From now, not from this job's slot: after a long stop, one pass covers the window, not one per missed slot.
    const next = new Date(
      reconcileSlot(deps.now(), deps.settings.everyMinutes).getTime() + deps.settings.everyMinutes * 60_000,
    );
    await scheduleReconcile(deps.db, next, deps.settings.everyMinutes, next);
    await reconcileReceivedPix({
      db: deps.db,
      apiPix: deps.apiPix(),
      now: deps.now,
      windowHours: deps.settings.windowHours,
    });
  };
}
