import { createHash } from "node:crypto";
import type { Database } from "../../../db/client.ts";
import { enqueue } from "../../../jobs/queue/enqueue.ts";
import type { JobHandler } from "../../../jobs/queue/worker.ts";
import type { ApiPixClient } from "../../pix/index.ts";

/** Tells the PSP where to notify the escrow key's Pix (`PUT /webhook/{chave}`), once per address. */
export const PIX_WEBHOOK_REGISTRATION_JOB_KIND = "payments.pix-webhook-registration";

/** The address the PSP is told; it appends `/pix` to it. */
export const webhookUrl = (publicUrl: string, secret: string) => `${publicUrl}/api/payments/pix/webhook/${secret}`;

/**
 * Queues the registration of this address with the PSP: keyed by a hash of the address (the secret
 * never lands in the jobs table), so a new secret or public URL registers again and a restart does not.
 */
export async function scheduleWebhookRegistration(db: Database, url: string) {
  const key = createHash("sha256").update(url).digest("hex");
  return enqueue(db, PIX_WEBHOOK_REGISTRATION_JOB_KIND, key, {});
}

export function webhookRegistrationHandler(deps: {
  apiPix: () => Pick<ApiPixClient, "configureWebhook">;
  escrowKey: string;
  url: string;
}): JobHandler {
  return () => deps.apiPix().configureWebhook(deps.escrowKey, deps.url);
}
