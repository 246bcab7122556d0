import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  platformFeeSchema,
  projectFeeSchema,
  projectReleaseStateSchema,
  setPlatformFeeInputSchema,
} from "@alicerce/shared/schemas/payments-payouts";
import { isPlatformAdmin } from "@alicerce/shared/user-types";
import type { AppDeps } from "../../../app-deps.ts";
import { AppError } from "../../../http/app-error.ts";
import { errorResponses } from "../../../http/error-responses.ts";
import { canManage, loadVisibleProject } from "../../project-access/index.ts";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { currentPlatformFee, setPlatformFee } from "./fee-settings.ts";
import { releaseProject } from "./release-project.ts";
import { RELEASE_TEXTS } from "./release-texts.ts";
import { projectFee, projectReleaseState } from "./release-views.ts";

const tags = ["payments"];

const adminOnly = (user: CurrentUser) => {
  if (!isPlatformAdmin(user)) throw new AppError("FORBIDDEN", "Apenas administradores da plataforma podem fazer isto.");
};

/** The offer's fee, the release to the issuer and the platform admin's fee setting (decision 114). */
export const releaseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const sandbox = deps.config.pix.mode === "sandbox";
  const escrowHolder = { name: deps.config.pix.escrow.holderName, document: deps.config.pix.escrow.holderCnpj };

  /** A project its reader may see; its creator's and the admins' money view only to them. */
  const managedProject = async (user: CurrentUser, id: string) => {
    const project = await loadVisibleProject(db, user, id);
    if (!canManage(user, project)) throw new AppError("FORBIDDEN", RELEASE_TEXTS.onlyManager);
    return project;
  };

  app.get(
    "/api/payments/projects/:id/fee",
    {
      schema: {
        tags,
        summary: "A taxa da plataforma nos termos da oferta (fixada na abertura da captação)",
        params: idParamsSchema,
        response: { 200: projectFeeSchema, ...errorResponses },
      },
    },
    async (request) => {
      await loadVisibleProject(db, request.user, request.params.id);
      return projectFee(db, request.params.id);
    },
  );

  app.get(
    "/api/payments/projects/:id/release",
    {
      schema: {
        tags,
        summary:
          "Liberação dos recursos ao empreendedor: valor bruto, taxa, líquido, pagamento e comprovante (criador e administradores)",
        params: idParamsSchema,
        response: { 200: projectReleaseStateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const project = await managedProject(request.user, request.params.id);
      return projectReleaseState(db, project, deps.now(), sandbox);
    },
  );

  app.post(
    "/api/payments/projects/:id/release",
    {
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary:
          "Liberar recursos: depois da captação bem-sucedida e de todos os prazos de desistência, uma única vez (o job diário faz o mesmo sozinho)",
        params: idParamsSchema,
        response: { 200: projectReleaseStateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const project = await managedProject(request.user, request.params.id);
      await releaseProject({ db, now: deps.now, escrowHolder }, project.id, request.user.id);
      return projectReleaseState(db, project, deps.now(), sandbox);
    },
  );

  app.get(
    "/api/admin/platform-fee",
    {
      schema: {
        tags: ["admin"],
        summary: "A taxa da plataforma que as próximas captações recebem ao abrir",
        response: { 200: platformFeeSchema, ...errorResponses },
      },
    },
    async (request) => {
      adminOnly(request.user);
      const bps = await currentPlatformFee(db);
      return { fee_basis_points: bps, fee_percent: bps / 100 };
    },
  );

  app.put(
    "/api/admin/platform-fee",
    {
      config: { touches: [] },
      schema: {
        tags: ["admin"],
        summary:
          "Altera a taxa da plataforma (0 % a 20 %): vale para as captações que abrirem depois; as abertas mantêm a sua",
        body: setPlatformFeeInputSchema,
        response: { 200: platformFeeSchema, ...errorResponses },
      },
    },
    async (request) => {
      adminOnly(request.user);
      const bps = Math.round(request.body.fee_percent * 100);
      await setPlatformFee(db, bps, request.user.id, deps.now());
      return { fee_basis_points: bps, fee_percent: bps / 100 };
    },
  );
};
