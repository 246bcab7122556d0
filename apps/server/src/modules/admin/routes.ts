import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  adminFailedJobListQuerySchema,
  adminFailedJobPageSchema,
  adminSupplierListQuerySchema,
  adminSupplierPageSchema,
  adminSupplierSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  pendingLegalAccountListSchema,
  platformTotalsSchema,
} from "@alicerce/shared/schemas/admin";
import { ADMIN_DESK_REFUSAL } from "@alicerce/shared/user-types";
import type { AppDeps } from "../../app-deps.ts";
import { restrictTo } from "../../http/audience.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { isPlatformAdmin } from "../auth/index.ts";
import { listAdminSuppliers, setSupplierVerified } from "./admin-suppliers.ts";
import { listFailedPaymentJobs } from "./failed-payment-jobs.ts";
import { getAdminUser, listPendingLegalAccounts, listUsers } from "./list-users.ts";
import { platformTotals } from "./platform-totals.ts";
import { unverifyAccount, verifyAccount } from "./verify-account.ts";
import { touchesByDefault } from "../../http/touches.ts";

/**
 * The admin desk (docs/product/admin.md): accounts and suppliers to verify, and the platform's
 * totals. Only verified platform admins pass; everyone else gets 403 with the desk's refusal.
 */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["accounts", "suppliers"]);
  const { db } = deps;
  restrictTo(app, isPlatformAdmin, () => ADMIN_DESK_REFUSAL);
  // Answers about people and money are never kept by a browser or proxy cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/admin/totals",
    {
      schema: {
        tags: ["admin"],
        summary: "Totais da plataforma: usuários por tipo, projetos por status, total investido",
        response: { 200: platformTotalsSchema, ...errorResponses },
      },
    },
    async () => platformTotals(db),
  );

  app.get(
    "/api/admin/users",
    {
      schema: {
        tags: ["admin"],
        summary: "Contas com busca (nome, email, CPF) e filtros de tipo e verificação, 20 por página",
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    "/api/admin/legal-accounts",
    {
      schema: {
        tags: ["admin"],
        summary: "Contas jurídicas aguardando verificação (número e UF da OAB)",
        response: { 200: pendingLegalAccountListSchema, ...errorResponses },
      },
    },
    async () => ({ items: await listPendingLegalAccounts(db) }),
  );

  app.get(
    "/api/admin/payment-jobs",
    {
      schema: {
        tags: ["admin"],
        summary: "Tarefas de pagamento que esgotaram as tentativas (a mais recente primeiro), 20 por página",
        querystring: adminFailedJobListQuerySchema,
        response: { 200: adminFailedJobPageSchema, ...errorResponses },
      },
    },
    async (request) => listFailedPaymentJobs(db, request.query.page),
  );

  app.post(
    "/api/admin/users/:id/verify",
    {
      schema: {
        tags: ["admin"],
        summary: "Verifica uma conta (uma conta jurídica passa a ter acesso jurídico)",
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const account = await verifyAccount(db, request.params.id, deps.config.publicUrl);
      return getAdminUser(db, account.id);
    },
  );

  app.post(
    "/api/admin/users/:id/unverify",
    {
      schema: {
        tags: ["admin"],
        summary: "Remove a verificação de uma conta (nunca a do próprio administrador)",
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const account = await unverifyAccount(db, request.user, request.params.id, deps.config.publicUrl);
      return getAdminUser(db, account.id);
    },
  );

  app.get(
    "/api/admin/suppliers",
    {
      schema: {
        tags: ["admin"],
        summary: "Fornecedores com busca e filtro de verificação, 20 por página",
        querystring: adminSupplierListQuerySchema,
        response: { 200: adminSupplierPageSchema, ...errorResponses },
      },
    },
    async (request) => listAdminSuppliers(db, request.query),
  );

  app.post(
    "/api/admin/suppliers/:id/verify",
    {
      schema: {
        tags: ["admin"],
        summary: "Verifica um fornecedor (o selo “Verificado” aparece no marketplace)",
        params: idParamsSchema,
        response: { 200: adminSupplierSchema, ...errorResponses },
      },
    },
    async (request) => setSupplierVerified(db, request.params.id, true),
  );

  app.post(
    "/api/admin/suppliers/:id/unverify",
    {
      schema: {
        tags: ["admin"],
        summary: "Remove o selo “Verificado” de um fornecedor",
        params: idParamsSchema,
        response: { 200: adminSupplierSchema, ...errorResponses },
      },
    },
    async (request) => setSupplierVerified(db, request.params.id, false),
  );
};
