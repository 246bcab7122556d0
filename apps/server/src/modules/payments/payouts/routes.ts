import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponseSchema } from "@alicerce/shared/schemas/account";
import { payoutAccountStateSchema, savePayoutAccountInputSchema } from "@alicerce/shared/schemas/payments-payouts";
import type { AppDeps } from "../../../app-deps.ts";
import { errorResponses } from "../../../http/error-responses.ts";
import { deletePayoutAccount, readPayoutAccountState, savePayoutAccount } from "./payout-accounts.ts";

/** Minha Conta → Recebimentos (docs/product/payments.md#recebimentos): each person their own key only. */
export const payoutAccountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const sandbox = deps.config.pix.mode === "sandbox";

  app.get(
    "/api/account/payout-account",
    {
      schema: {
        tags: ["payments"],
        summary: "A chave Pix em que a conta recebe, o CPF a que ela deve pertencer e se pode ser de uma empresa",
        response: { 200: payoutAccountStateSchema, ...errorResponses },
      },
    },
    async (request) => readPayoutAccountState(db, request.user.id, sandbox),
  );

  app.put(
    "/api/account/payout-account",
    {
      config: { touches: [] },
      schema: {
        tags: ["payments"],
        summary:
          "Salva a chave Pix de recebimento (exige a senha atual e e-mail confirmado): do próprio CPF, ou de uma empresa declarada pelo empreendedor",
        body: savePayoutAccountInputSchema,
        response: { 200: payoutAccountStateSchema, ...errorResponses },
      },
    },
    async (request) => savePayoutAccount(deps, request.user, request.body),
  );

  app.delete(
    "/api/account/payout-account",
    {
      config: { touches: [] },
      schema: {
        tags: ["payments"],
        summary: "Remove a chave Pix de recebimento (pagamentos já pedidos mantêm a chave que tinham)",
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => deletePayoutAccount(db, request.user.id),
  );
};
