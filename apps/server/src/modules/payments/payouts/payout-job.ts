import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { payouts } from "../../../db/schema/index.ts";
import type { QueuedJob } from "../../../jobs/queue/worker.ts";
import { PspNotFoundError, type PixKeyType, type PixOutProvider, type PixOutResult } from "../../pix/index.ts";
import { settlePayout, type EscrowHolder } from "./settle-payout.ts";

export type PayoutJobDeps = {
  db: Database;
  now: () => Date;
  /** The app's Pix-out provider (the sandbox's or Efí's), asked for when a job runs. */
  pixOut: () => PixOutProvider;
  escrowHolder: EscrowHolder;
};

/** Why a run ends without a final answer; thrown so the queue retries it with its backoff. */
export class PayoutNotFinished extends Error {}

/**
 * A send the provider did not make (NAO_REALIZADO) is final for its idEnvio: the next one needs a new id,
 * the payout's own followed by "R" and the number of the attempt (at most 35 characters).
 */
export const nextSendId = (payoutId: string, attempt: number) => (attempt <= 1 ? payoutId : `${payoutId}R${attempt}`);

/**
 * One run of a payout's durable job (docs/decisions/114-platform-fee-and-release.md). The idEnvio is stored
 * before the provider is called, and a payout already sent is first asked about (`status(id)`), so a run after
 * a crash between the send and its answer never pays twice. Done settles it (ledger, receipt) in one
 * transaction; processing and a failure of the PSP are retried with the queue's backoff; a send not made is
 * retried under a new id; after the job's last attempt the payout is `failed`, on the admin's desk, and
 * resumes if the desk retries its job.
 */
export async function runPayoutJob(deps: PayoutJobDeps, job: QueuedJob): Promise<void> {
  try {
    await advancePayout(deps, job.key);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= job.maxAttempts;
    await deps.db
      .update(payouts)
      .set({
        lastError: message.slice(0, 2000),
        ...(last ? { status: "failed" as const, failedAt: deps.now() } : {}),
        updatedAt: deps.now(),
      })
      .where(and(eq(payouts.id, job.key), ne(payouts.status, "paid")));
    throw error;
  }
}

async function advancePayout(deps: PayoutJobDeps, payoutId: string): Promise<void> {
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout) throw new Error(`payout ${payoutId} not found`);
  if (payout.status === "paid") return;
  const pixOut = deps.pixOut();
  let answer: PixOutResult | null = null;
  // A failed payout runs again only when the admin's desk retried its job: it resumes by asking the provider
  // about its current idEnvio first (a send after the last failure may have been made), then sending.
  if (payout.status === "sent" || payout.status === "failed") {
    // Sent before, answer unknown (a crash, a timeout): the provider says what became of that id.
    answer = await pixOut.status(payout.sendId).catch((error: unknown) => {
      if (error instanceof PspNotFoundError) return null;
      throw error;
    });
  }
  if (!answer) {
    // Recorded as sent before the call: from here on, a run asks before sending again.
    await deps.db.update(payouts).set({ status: "sent", updatedAt: deps.now() }).where(eq(payouts.id, payoutId));
    answer = await pixOut.send({
      id: payout.sendId,
      key: payout.key,
      keyType: payout.keyType as PixKeyType,
      amountCents: payout.netCents,
      description: payout.description,
    });
  }
  if (answer.status === "done") {
    if (!answer.endToEndId) throw new PayoutNotFinished(`O PSP confirmou o envio ${payout.sendId} sem endToEndId.`);
    await settlePayout(deps.db, payout, {
      endToEndId: answer.endToEndId,
      at: deps.now(),
      escrowHolder: deps.escrowHolder,
    });
    return;
  }
  if (answer.status === "processing") {
    throw new PayoutNotFinished(`O envio ${payout.sendId} ainda está em processamento no PSP.`);
  }
  // Not made: this idEnvio is spent; the next run sends again under a new one.
  const attempts = payout.attempts + 1;
  await deps.db
    .update(payouts)
    .set({ status: "pending", attempts, sendId: nextSendId(payoutId, attempts + 1), updatedAt: deps.now() })
    .where(eq(payouts.id, payoutId));
  throw new PayoutNotFinished(
    `O PSP não realizou o envio ${payout.sendId}${answer.reason ? `: ${answer.reason}` : "."}`,
  );
}
