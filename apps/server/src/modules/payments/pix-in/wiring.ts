import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../app-deps.ts";
import type { JobHandlers } from "../../../jobs/queue/worker.ts";
import { escrowHolder, pspOf } from "../charges/psp.ts";
import { takeInReceivedPix } from "./intake-job.ts";
import { PIX_IN_JOB_KIND } from "./record-received.ts";
import { PIX_RECONCILE_JOB_KIND, reconcileJobHandler, scheduleReconcile } from "./reconciler.ts";
import {
  PIX_WEBHOOK_REGISTRATION_JOB_KIND,
  scheduleWebhookRegistration,
  webhookRegistrationHandler,
  webhookUrl,
} from "./webhook-registration.ts";
import { pixWebhookRoutes } from "./webhook-routes.ts";

/** The durable jobs of Pix in, by kind (app-jobs.ts hands them to the worker). */
export function pixInJobHandlers(deps: AppDeps): JobHandlers {
  const { db, config, now } = deps;
  const apiPix = () => pspOf(config).apiPix;
  return {
    [PIX_IN_JOB_KIND]: async (job) => void (await takeInReceivedPix(db, job.key, now, escrowHolder(config))),
    [PIX_RECONCILE_JOB_KIND]: reconcileJobHandler({ db, apiPix, now, settings: config.pix.reconciler }),
    [PIX_WEBHOOK_REGISTRATION_JOB_KIND]: webhookRegistrationHandler({
      apiPix,
      escrowKey: config.pix.escrow.pixKey,
      url: webhookUrl(config.publicUrl, config.pix.webhookSecret),
    }),
  };
}

/**
 * The webhook's routes, and, where the background jobs run, the reconciler's first pass and (with a
 * real PSP) the webhook's registration, queued once the app is ready. The sandbox PSP notifies
 * `{PUBLIC_URL}/api/payments/pix/webhook/{secret}` by default, this very address.
 */
export const pixInRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(pixWebhookRoutes, deps);
  if (!deps.config.jobs) return;
  const { db, config } = deps;
  app.addHook("onReady", async () => {
    try {
      await scheduleReconcile(db, deps.now(), config.pix.reconciler.everyMinutes);
      if (config.pix.mode === "psp") {
        await scheduleWebhookRegistration(db, webhookUrl(config.publicUrl, config.pix.webhookSecret));
      }
    } catch (err) {
      // The next start queues them again; a server that cannot reach its database says so elsewhere.
      app.log.error({ err }, "could not queue the Pix reconciler");
    }
  });
};
