import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../../app-deps.ts";
import type { SandboxContext } from "./context.ts";
import { createSandboxOAuth } from "./oauth.ts";
import { payCharge, type Payment } from "./received-pix.ts";
import { sandboxPspRoutes } from "./routes.ts";
import { createWebhookSender, type WebhookOptions } from "./webhooks.ts";

/** Where the sandbox is mounted in this server. */
export const SANDBOX_PSP_PREFIX = "/sandbox/psp";

/**
 * The sandbox's control operations: not part of API Pix, they stand for what payers and the PSP do
 * (used by "Simular pagamento" and by the tests).
 */
export type SandboxPspControl = {
  /** The sandbox's OAuth2 client, for this server's API Pix client. */
  client: { clientId: string; clientSecret: string };
  /** A payer pays the charge; the webhook goes as `webhook` says (once by default). */
  pay(
    txid: string,
    payment?: Payment & { webhook?: WebhookOptions },
  ): Promise<{ endToEndId: string; amountCents: number }>;
  /** The next devolução is not made (NAO_REALIZADO). */
  failNextRefund(): void;
  /** The next Pix-out is not made (NAO_REALIZADO). */
  failNextPayout(): void;
  /** Every issued token stops working (a PSP rotating them): clients must ask for a new one. */
  revokeTokens(): void;
};

/** The webhook URL a PSP is told in production; the sandbox notifies it unless another was registered. */
export function defaultWebhookUrl(deps: AppDeps): string {
  return `${deps.config.publicUrl}/api/payments/pix/webhook/${deps.config.pix.webhookSecret}`;
}

/** Mounts the sandbox PSP's routes and returns its control operations (decision 102). */
export async function mountSandboxPsp(app: FastifyInstance, deps: AppDeps): Promise<SandboxPspControl> {
  const { escrow, sandboxClient } = deps.config.pix;
  const ctx: SandboxContext = {
    db: deps.db,
    now: deps.now,
    merchant: { name: escrow.holderName, city: escrow.city },
    locationBase: `${deps.config.publicUrl.replace(/^https?:\/\//, "")}${SANDBOX_PSP_PREFIX}`,
    failNext: { refund: false, payout: false },
  };
  const oauth = createSandboxOAuth(sandboxClient, deps.now);
  const webhookUrls = new Map<string, string>();
  const webhooks = createWebhookSender({
    ctx,
    work: deps.work,
    log: app.log,
    urlFor: (pixKey) => webhookUrls.get(pixKey) ?? defaultWebhookUrl(deps),
  });
  app.addHook("onClose", async () => webhooks.close());
  await app.register(sandboxPspRoutes({ ctx, oauth, registerWebhook: (pixKey, url) => webhookUrls.set(pixKey, url) }), {
    prefix: SANDBOX_PSP_PREFIX,
  });
  return {
    client: sandboxClient,
    async pay(txid, payment = {}) {
      const pix = await payCharge(ctx, txid, payment);
      await webhooks.notify(pix, payment.webhook ?? { mode: "once" });
      return { endToEndId: pix.endToEndId, amountCents: pix.valorCents };
    },
    failNextRefund: () => void (ctx.failNext.refund = true),
    failNextPayout: () => void (ctx.failNext.payout = true),
    revokeTokens: () => oauth.revokeAll(),
  };
}
