import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { onlyDigits } from "@alicerce/shared/brazilian";
import {
  pixWebhookBodySchema,
  pixWebhookParamsSchema,
  type WebhookPix,
} from "@alicerce/shared/schemas/payments-pix-in";
import type { AppDeps } from "../../../app-deps.ts";
import { AppError } from "../../../http/app-error.ts";
import { errorResponses } from "../../../http/error-responses.ts";
import { centsFromValor } from "../../pix/index.ts";
import { recordReceivedPix, type IncomingPix } from "./record-received.ts";

/** Where the PSP notifies Pix received (docs/decisions/109-pix-webhook-intake-and-reconciler.md). */
export const PIX_WEBHOOK_PATH = "/api/payments/pix/webhook/:secret";

/**
 * A notification carries at most 100 Pix of a few hundred bytes each; 64 KiB holds them with room,
 * and refuses (413) anything larger before it is parsed.
 */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

export const WRONG_WEBHOOK_SECRET_MESSAGE = "Endereço de notificação de Pix inválido.";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares the address's secret with the configured one in constant time (both hashed to one length). */
export function webhookSecretMatches(given: unknown, expected: string): boolean {
  return typeof given === "string" && timingSafeEqual(digest(given), digest(expected));
}

function incoming(pix: WebhookPix): IncomingPix {
  const document = pix.pagador?.cpf ?? pix.pagador?.cnpj ?? null;
  return {
    endToEndId: pix.endToEndId,
    txid: pix.txid ?? null,
    amountCents: centsFromValor(pix.valor),
    paidAt: new Date(pix.horario),
    // Kept as the PSP wrote it when masked ("***.456.789-**"); digits only otherwise.
    payerDocument: document && /^[\d.\-/\s]+$/.test(document) ? onlyDigits(document) : document,
    payerName: pix.pagador?.nome ?? null,
    info: pix.infoPagador ?? null,
  };
}

/**
 * The PSP's webhook, with and without the `/pix` API Pix appends: public (the PSP has no session), its
 * address's secret segment checked before anything else, each Pix recorded once and its intake job
 * queued in one transaction, and an answer within milliseconds (no PSP call, no ledger work here).
 */
export const pixWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const secret = deps.config.pix.webhookSecret;
  const options = {
    bodyLimit: WEBHOOK_BODY_LIMIT,
    // Records Pix and queues jobs; nothing a cache reads changes until the job credits a charge.
    config: { touches: [] },
    // Before the body is read or validated: a wrong secret learns nothing about the expected body.
    onRequest: async (request: { params: unknown }) => {
      if (!webhookSecretMatches((request.params as { secret?: unknown }).secret, secret)) {
        throw new AppError("UNAUTHENTICATED", WRONG_WEBHOOK_SECRET_MESSAGE);
      }
    },
    schema: {
      tags: ["payments"],
      summary: 'Notificação de Pix recebido, enviada pelo PSP (API Pix v2: {"pix":[…]})',
      params: pixWebhookParamsSchema,
      body: pixWebhookBodySchema,
      response: { 200: z.object({ status: z.literal("ok") }), ...errorResponses },
    },
  } as const;
  const receive = async (request: { body: z.infer<typeof pixWebhookBodySchema> }) => {
    await recordReceivedPix(deps.db, request.body.pix.map(incoming), "webhook");
    return { status: "ok" as const };
  };
  app.post(PIX_WEBHOOK_PATH, options, receive);
  app.post(`${PIX_WEBHOOK_PATH}/pix`, options, receive);

  // The intake job starts right after the answer instead of at the worker's next tick.
  if (deps.config.jobs) {
    app.addHook("onResponse", (request, reply, done) => {
      if (reply.statusCode === 200 && request.routeOptions.url?.startsWith("/api/payments/pix/webhook/")) {
        void deps.work.track(
          app.jobs.durableJobs().then(
            () => undefined,
            (err: unknown) => request.log.error({ err }, "durable jobs after a Pix notification failed"),
          ),
        );
      }
      done();
    });
  }
};
