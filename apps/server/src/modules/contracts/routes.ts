import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  cancelContractInputSchema,
  contractListQuerySchema,
  contractListSchema,
  contractProjectOptionsQuerySchema,
  contractProjectOptionsSchema,
  contractSchema,
  createContractInputSchema,
  updateContractInputSchema,
} from "@alicerce/shared/schemas/contracts";
import { sendContractForSignatureInputSchema } from "@alicerce/shared/schemas/signatures";
import { hasLegalPowers, legalDeskRefusal } from "@alicerce/shared/user-types";
import type { AppDeps } from "../../app-deps.ts";
import { restrictTo } from "../../http/audience.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { idempotencyHeaders } from "../../http/idempotency.ts";
import { sendStoredFile } from "../files/index.ts";
import { actorOf } from "../signatures/index.ts";
import { cancelContract } from "./cancel-contract.ts";
import { findContractFile, getContract, listContracts, listProjectOptions } from "./contract-reads.ts";
import { createContract, updateContract } from "./save-contract.ts";
import { sendContractForSignature } from "./send-for-signature.ts";
import { touchesByDefault } from "../../http/touches.ts";

const tags = ["contracts"];
const one = { params: idParamsSchema, response: { 200: contractSchema, ...errorResponses } };

/**
 * The legal desk's contracts (docs/product/legal-desk.md#contracts): verified legal users and
 * platform admins only; everyone else gets 403 with the same sentence the web shows.
 */
export const contractRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["contracts"]);
  const { db } = deps;
  restrictTo(app, hasLegalPowers, legalDeskRefusal);

  app.get(
    "/api/contracts",
    {
      schema: {
        tags,
        summary: "Contratos com busca (nome, cliente, projeto) e filtros de status e tipo, por página",
        querystring: contractListQuerySchema,
        response: { 200: contractListSchema, ...errorResponses },
      },
    },
    async (request) => listContracts(db, request.query, deps.now()),
  );

  app.get(
    "/api/contracts/project-options",
    {
      schema: {
        tags,
        summary: "Projetos que podem ser vinculados a um contrato (busca por título)",
        querystring: contractProjectOptionsQuerySchema,
        response: { 200: contractProjectOptionsSchema, ...errorResponses },
      },
    },
    async (request) => listProjectOptions(db, request.query),
  );

  app.post(
    "/api/contracts",
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Cria um contrato (PDF opcional, enviado antes por POST /api/files)",
        headers: idempotencyHeaders,
        body: createContractInputSchema,
        response: { 201: contractSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createContract(db, request.user, request.body)),
  );

  app.get("/api/contracts/:id", { schema: { tags, summary: "Um contrato", ...one } }, async (request) =>
    getContract(db, request.params.id, deps.now()),
  );

  app.patch(
    "/api/contracts/:id",
    {
      schema: {
        tags,
        summary:
          "Edita um contrato (não cancelado, sem assinatura pendente nem assinada); file_id ausente mantém o PDF, null o remove",
        body: updateContractInputSchema,
        ...one,
      },
    },
    async (request) => updateContract(db, request.user, request.params.id, request.body, deps.now()),
  );

  app.post(
    "/api/contracts/:id/cancel",
    {
      // Its pending signature request is cancelled with it, and the signers are notified.
      config: { touches: ["contracts", "signatures", "notifications"] },
      schema: {
        tags,
        summary:
          "Cancela um contrato com o motivo (definitivo); cancela junto a solicitação de assinatura pendente. Um contrato assinado não é cancelado (409)",
        body: cancelContractInputSchema,
        ...one,
      },
    },
    async (request) =>
      cancelContract(
        { db, publicUrl: deps.config.publicUrl, now: deps.now() },
        request.user,
        request.params.id,
        request.body.reason,
        actorOf(request),
      ),
  );

  app.get(
    "/api/contracts/:id/file",
    { schema: { tags, summary: "Baixa o PDF do contrato", params: idParamsSchema } },
    async (request, reply) => {
      const file = await findContractFile(db, request.params.id);
      return sendStoredFile(reply, deps.storage, file, { caching: "download" });
    },
  );

  app.post(
    "/api/contracts/:id/send-for-signature",
    {
      config: { touches: ["contracts", "signatures", "documents", "files", "notifications"] },
      schema: {
        tags,
        summary: "Envia o PDF do contrato para assinatura: cria a solicitação e convida os signatários",
        body: sendContractForSignatureInputSchema,
        ...one,
      },
    },
    async (request) => {
      const now = deps.now();
      await sendContractForSignature(
        {
          db,
          storage: deps.storage,
          publicUrl: deps.config.publicUrl,
          now,
          allowance: { recipientsPerDay: deps.config.mail.recipientsPerDay, now },
        },
        request.user,
        request.params.id,
        request.body,
        actorOf(request),
      );
      return getContract(db, request.params.id, now);
    },
  );
};
