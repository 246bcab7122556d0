import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { sandboxPspPix, sandboxPspWebhooks } from "../../../db/schema/index.ts";
import type { WorkInFlight } from "../../../lib/work-in-flight.ts";
import type { SandboxContext } from "./context.ts";
import { pixJson } from "./presenters.ts";

/** once: one notification; twice: the same Pix notified two times; late: one, after `lateMs`; never: none. */
export type WebhookMode = "once" | "twice" | "late" | "never";

export type WebhookOptions = {
  mode: WebhookMode;
  /** For "late": how long after the payment the notification leaves. */
  lateMs?: number;
  /** Waits before each retry after a non-2xx answer (a PSP's backoff); the last failure gives up. */
  retryDelaysMs?: number[];
};

/** A PSP retries a refused notification a few times, waiting longer each time. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

type PixRow = typeof sandboxPspPix.$inferSelect;

/**
 * Webhook notifications as API Pix sends them: `POST {webhookUrl}/pix` with `{"pix":[…]}`, to the URL
 * registered for the receiving key (`PUT /webhook/{chave}`), retried on anything but a 2xx. Each one is
 * a row of sandbox_psp_webhooks; the timers live in this process (a restart forgets pending retries,
 * as the sandbox allows).
 */
export function createWebhookSender(deps: {
  ctx: SandboxContext;
  work: WorkInFlight;
  log: FastifyBaseLogger;
  /** The registered webhook URL for a Pix key (without the `/pix` API Pix appends). */
  urlFor(pixKey: string): string;
}) {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function later(ms: number, run: () => Promise<void>) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) void deps.work.track(run());
    }, ms);
    timers.add(timer);
  }

  async function attempt(id: string, pix: PixRow, retryDelaysMs: number[], attemptIndex: number): Promise<void> {
    const url = `${deps.urlFor(pix.chave)}/pix`;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ pix: [pixJson(pix, [])] }),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (err) {
      error = (err as Error).message;
    }
    if (closed) return;
    const delivered = status !== null && status >= 200 && status < 300;
    const gaveUp = !delivered && attemptIndex >= retryDelaysMs.length;
    try {
      await deps.ctx.db
        .update(sandboxPspWebhooks)
        .set({
          attempts: sql`${sandboxPspWebhooks.attempts} + 1`,
          lastStatus: status,
          lastError: error,
          state: delivered ? "delivered" : gaveUp ? "failed" : "pending",
          deliveredAt: delivered ? deps.ctx.now() : null,
        })
        .where(eq(sandboxPspWebhooks.id, id));
    } catch (err) {
      if (!closed) deps.log.error({ err }, "sandbox PSP: could not record a webhook attempt");
      return;
    }
    if (!delivered && !gaveUp)
      later(retryDelaysMs[attemptIndex]!, () => attempt(id, pix, retryDelaysMs, attemptIndex + 1));
    else if (!delivered) deps.log.warn({ endToEndId: pix.endToEndId, status, error }, "sandbox PSP: webhook given up");
  }

  return {
    /** Records the notifications the mode asks for and starts them. */
    async notify(pix: PixRow, options: WebhookOptions) {
      const copies = options.mode === "twice" ? 2 : 1;
      const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
      for (let i = 0; i < copies; i++) {
        const [row] = await deps.ctx.db
          .insert(sandboxPspWebhooks)
          .values({
            endToEndId: pix.endToEndId,
            mode: options.mode,
            state: options.mode === "never" ? "withheld" : "pending",
            createdAt: deps.ctx.now(),
          })
          .returning({ id: sandboxPspWebhooks.id });
        if (options.mode === "never") continue;
        const run = () => attempt(row!.id, pix, retryDelaysMs, 0);
        if (options.mode === "late") later(options.lateMs ?? 30_000, run);
        else void deps.work.track(run());
      }
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
