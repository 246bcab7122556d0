import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps.ts";
import { pixInRoutes } from "./pix-in/wiring.ts";
import { publicReceiptRoutes, receiptRoutes } from "./receipts/routes.ts";
import { chargeRoutes } from "./charges/routes.ts";
import { payoutAccountRoutes } from "./payouts/routes.ts";
import { releaseRoutes } from "./releases/routes.ts";
import { reconciliationRoutes } from "./reconciliation/routes.ts";
import { distributionPaymentRoutes } from "./distribution-payments/routes.ts";

/**
 * The payments module's routes, one plugin per piece (docs/decisions/099-payments-architecture.md):
 * `paymentRoutes` inside the authenticated scope, `publicPaymentRoutes` outside it (no login).
 */
export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(receiptRoutes, deps);
  await app.register(chargeRoutes, deps);
  await app.register(payoutAccountRoutes, deps);
  await app.register(releaseRoutes, deps);
  // Distributions recorded and paid by the creator's Pix (decision 115).
  await app.register(distributionPaymentRoutes, deps);
  // The admin's reconciliation desk (decision 119): its own scope, restricted to platform admins.
  await app.register(reconciliationRoutes, deps);
};

export const publicPaymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(publicReceiptRoutes, deps);
  // The PSP's webhook: no session, its address's secret instead (decision 109).
  await app.register(pixInRoutes, deps);
};
