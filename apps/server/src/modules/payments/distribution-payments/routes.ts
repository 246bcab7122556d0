import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  distributionInputSchema,
  withholdingSummaryQuerySchema,
  withholdingSummarySchema,
} from "@alicerce/shared/schemas/distributions";
import { investmentPaymentSchema } from "@alicerce/shared/schemas/payments";
import type { AppDeps } from "../../../app-deps.ts";
import { conflict, notFound } from "../../../http/app-error.ts";
import { errorResponses } from "../../../http/error-responses.ts";
import { recordDistribution } from "../../distributions/index.ts";
import { issueCharge } from "../charges/issue-charge.ts";
import {
  awaitingFundingCharge,
  creatorsDistribution,
  fundingChargeToPay,
  latestFundingCharge,
  openFundingCharge,
  presentFunding,
} from "./funding-charge.ts";
import { DISTRIBUTION_PAYMENT_TEXTS as TEXTS } from "./texts.ts";
import { withholdingSummary } from "./withholding-summary.ts";

const tags = ["distributions"];
const distributionParams = idParamsSchema.extend({ distributionId: uuidSchema });

/**
 * Distributions paid (docs/decisions/115-distributions-paid.md): the creator records one and pays it by
 * Pix into the escrow account; the month's withholding for the DARF. People's money: never cached.
 */
export const distributionPaymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.post(
    "/api/projects/:id/distributions",
    {
      // The distribution is read on the project page; its funding charge waits for the creator's Pix.
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary:
          "Registra uma distribuição, dividida entre os investidores ao centavo, e abre o Pix do aporte (criador)",
        params: idParamsSchema,
        body: distributionInputSchema,
        response: { 201: z.object({ id: z.string(), funding: investmentPaymentSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const created = await db.transaction(async (tx) => {
        const recorded = await recordDistribution(tx, request.user, request.params.id, request.body, now);
        const charge = await openFundingCharge(
          tx,
          { id: recorded.id, projectId: request.params.id, totalCents: recorded.totalCents },
          request.user.id,
          now,
        );
        return { id: recorded.id, charge };
      });
      return reply.status(201).send({ id: created.id, funding: await presentFunding(created.charge, config) });
    },
  );

  app.get(
    "/api/projects/:id/distributions/:distributionId/funding",
    {
      schema: {
        tags,
        summary: "O Pix do aporte de uma distribuição (criador)",
        params: distributionParams,
        response: { 200: investmentPaymentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, distributionId } = request.params;
      const charge = await db.transaction(async (tx) => {
        await creatorsDistribution(tx, request.user, id, distributionId);
        return latestFundingCharge(tx, distributionId);
      });
      if (!charge) throw notFound(TEXTS.notFound);
      return presentFunding(charge, config);
    },
  );

  app.post(
    "/api/projects/:id/distributions/:distributionId/funding",
    {
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary: "Pagar com Pix: o Pix do aporte que aguarda pagamento, ou um novo se o último expirou (criador)",
        params: distributionParams,
        response: { 200: investmentPaymentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, distributionId } = request.params;
      const charge = await db.transaction((tx) => fundingChargeToPay(tx, request.user, id, distributionId, deps.now()));
      return presentFunding(charge, config);
    },
  );

  app.post(
    "/api/projects/:id/distributions/:distributionId/funding/simulate",
    {
      // The sandbox PSP pays the charge; its webhook credits it like any Pix (decision 102).
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary: "Simular pagamento do aporte (só no ambiente de testes; criador)",
        params: distributionParams,
        response: { 202: investmentPaymentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const sandbox = app.sandboxPsp;
      if (!sandbox) throw conflict(TEXTS.sandboxOnly);
      const { id, distributionId } = request.params;
      const charge = await db.transaction((tx) =>
        awaitingFundingCharge(tx, request.user, id, distributionId, deps.now()),
      );
      // Its `cob` may still be queued: ask the PSP now rather than make the creator wait for the job.
      if (!charge.pixCopiaECola && !(await issueCharge({ db, config, now: deps.now }, charge.txid).catch(() => false)))
        throw conflict(TEXTS.chargeNotReady);
      await sandbox.pay(charge.txid);
      return reply.status(202).send(await presentFunding(charge, config));
    },
  );

  app.get(
    "/api/projects/:id/distributions/withholding",
    {
      schema: {
        tags,
        summary: "IR retido nas distribuições do mês, para o DARF (criador e administradores)",
        params: idParamsSchema,
        querystring: withholdingSummaryQuerySchema,
        response: { 200: withholdingSummarySchema, ...errorResponses },
      },
    },
    async (request) => withholdingSummary(db, request.user, request.params.id, request.query.month, deps.now()),
  );
};
