import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import { simulatedPaymentSchema } from "@alicerce/shared/schemas/payments";
import type { AppDeps } from "../../../app-deps.ts";
import { errorResponses } from "../../../http/error-responses.ts";
import { simulatePayment } from "./simulate-payment.ts";

/**
 * The charges' routes. "Simular pagamento" exists only while the sandbox PSP stands in for a real one
 * (decision 102): with a real PSP the address is not there at all (404).
 */
export const chargeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sandbox = app.sandboxPsp;
  if (!sandbox) return;
  app.post(
    "/api/investments/:id/payment/simulate",
    {
      // It writes only the sandbox PSP's own rows; the webhook it sends moves the money and says so.
      config: { touches: [] },
      schema: {
        tags: ["payments"],
        summary: "Ambiente de testes: simula o Pix do investidor para o próprio investimento aguardando pagamento",
        params: idParamsSchema,
        response: { 202: simulatedPaymentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await simulatePayment({ ...deps, sandbox }, request.user, request.params.id);
      return reply.status(202).send(result);
    },
  );
};
