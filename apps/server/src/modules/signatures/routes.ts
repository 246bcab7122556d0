import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  createSignatureInputSchema,
  refuseInputSchema,
  signatureEventsSchema,
  signatureListQuerySchema,
  signatureListSchema,
  signatureProjectOptionsQuerySchema,
  signatureProjectOptionsSchema,
  signatureRequestSchema,
  signingCodeSentSchema,
  signInputSchema,
  voidInputSchema,
} from "@alicerce/shared/schemas/signatures";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { idempotencyHeaders } from "../../http/idempotency.ts";
import { sendStoredFile, sendStoredObject } from "../files/index.ts";
import { createSignatureRequest } from "./create-request.ts";
import { downloadFile, listEvents, resendRequest, viewFile } from "./request-actions.ts";
import { refuseRequest, sendSigningCode, signRequest } from "./sign.ts";
import { getSignature, listSignatureProjectOptions, listSignatures } from "./signature-reads.ts";
import { actorOf } from "./trail.ts";
import { voidRequest } from "./void-request.ts";
import { touchesByDefault } from "../../http/touches.ts";

const tags = ["signatures"];
const one = { params: idParamsSchema, response: { 200: signatureRequestSchema, ...errorResponses } };

/**
 * Electronic signatures (docs/product/documents-and-signatures.md#signatures). Any signed-in user
 * reaches these routes; each answers only about the requests the user may read (access.ts).
 */
export const signatureRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["signatures", "contracts", "documents", "files", "notifications"]);
  const { db, storage, config, sealer } = deps;
  const publicUrl = config.publicUrl;
  const attachmentMaxBytes = config.mail.attachmentMaxBytes;

  app.get(
    "/api/signatures",
    {
      schema: {
        tags,
        summary: "Contratos para assinatura com busca, filtros de status e tipo, resumo por status e páginas",
        querystring: signatureListQuerySchema,
        response: { 200: signatureListSchema, ...errorResponses },
      },
    },
    async (request) => listSignatures(db, request.user, request.query, deps.now()),
  );

  app.get(
    "/api/signatures/project-options",
    {
      schema: {
        tags,
        summary: "Projetos aos quais uma nova assinatura pode ser vinculada (busca por título)",
        querystring: signatureProjectOptionsQuerySchema,
        response: { 200: signatureProjectOptionsSchema, ...errorResponses },
      },
    },
    async (request) => listSignatureProjectOptions(db, request.user, request.query),
  );

  app.post(
    "/api/signatures",
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Nova assinatura: PDF (enviado antes por POST /api/files), signatários e prazo; convida por e-mail",
        headers: idempotencyHeaders,
        body: createSignatureInputSchema,
        response: { 201: signatureRequestSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const id = await createSignatureRequest(
        { db, storage, publicUrl, now, allowance: { recipientsPerDay: config.mail.recipientsPerDay, now } },
        request.user,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send(await getSignature(db, request.user, id, now));
    },
  );

  app.get(
    "/api/signatures/:id",
    { schema: { tags, summary: "Uma solicitação de assinatura", ...one } },
    async (request) => getSignature(db, request.user, request.params.id, deps.now()),
  );

  app.get(
    "/api/signatures/:id/events",
    {
      schema: {
        tags,
        summary: "Trilha de auditoria: quem, CPF, quando, IP, navegador e SHA-256 do documento",
        params: idParamsSchema,
        response: { 200: signatureEventsSchema, ...errorResponses },
      },
    },
    async (request) => listEvents(db, request.user, request.params.id),
  );

  app.get(
    "/api/signatures/:id/file",
    {
      schema: {
        tags,
        summary: "Mostra o PDF original (registra a primeira visualização de cada signatário)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await viewFile(db, request.user, request.params.id, actorOf(request), deps.now());
      // Shown in the page's viewer (the signing dialog): inline, never cached, and embeddable by
      // Alicerce's own pages only (every other answer may not be framed at all).
      reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'self'");
      reply.header("x-frame-options", "SAMEORIGIN");
      return sendStoredObject(reply, await storage.open(file.storageKey), {
        mimeType: file.mimeType,
        name: file.originalName,
        inline: true,
        caching: "download",
      });
    },
  );

  app.get(
    "/api/signatures/:id/download",
    {
      schema: {
        tags,
        summary: "Baixa o PDF assinado (com certificado) ou, antes disso, o original",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await downloadFile(db, request.user, request.params.id);
      return sendStoredFile(reply, storage, file, { caching: "download" });
    },
  );

  app.post(
    "/api/signatures/:id/code",
    {
      schema: {
        tags,
        summary:
          "Envia ao e-mail do signatário um código de 6 números para assinar ou recusar (10 minutos, 5 tentativas, um novo por minuto)",
        params: idParamsSchema,
        response: { 200: signingCodeSentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const sent = await sendSigningCode({ db, now: deps.now() }, request.user, request.params.id, actorOf(request));
      // The code itself goes only to the mailbox: that is what proves the signer holds it.
      return {
        sent_to: sent.sentTo,
        expires_at: sent.expiresAt.toISOString(),
        resend_at: sent.resendAt.toISOString(),
      };
    },
  );

  app.post(
    "/api/signatures/:id/sign",
    {
      schema: {
        tags,
        summary: "Assina com o nome do convite, o CPF da conta e o código enviado por e-mail",
        body: signInputSchema,
        ...one,
      },
    },
    async (request) => {
      const now = deps.now();
      await signRequest(
        { db, storage, publicUrl, now, attachmentMaxBytes, sealer },
        request.user,
        request.params.id,
        request.body,
        actorOf(request),
      );
      return getSignature(db, request.user, request.params.id, now);
    },
  );

  app.post(
    "/api/signatures/:id/refuse",
    {
      schema: {
        tags,
        summary: "Recusa a assinatura, com o motivo e o código enviado por e-mail",
        body: refuseInputSchema,
        ...one,
      },
    },
    async (request) => {
      const now = deps.now();
      await refuseRequest(
        { db, storage, publicUrl, now, attachmentMaxBytes, sealer },
        request.user,
        request.params.id,
        request.body,
        actorOf(request),
      );
      return getSignature(db, request.user, request.params.id, now);
    },
  );

  app.post(
    "/api/signatures/:id/resend",
    {
      schema: {
        tags,
        summary: "Reenvia o convite aos signatários pendentes (só quem criou, só enquanto pendente)",
        params: idParamsSchema,
        response: { 200: z.object({ resent_to: z.number() }), ...errorResponses },
      },
    },
    async (request) => ({
      resent_to: await resendRequest(
        {
          db,
          publicUrl,
          now: deps.now(),
          allowance: { recipientsPerDay: config.mail.recipientsPerDay, now: deps.now() },
        },
        request.user,
        request.params.id,
        actorOf(request),
      ),
    }),
  );

  app.post(
    "/api/signatures/:id/void",
    {
      schema: {
        tags,
        summary:
          "Cancela a solicitação pendente com o motivo (quem a enviou, o jurídico verificado ou a administração); avisa os signatários",
        body: voidInputSchema,
        ...one,
      },
    },
    async (request) => {
      const now = deps.now();
      await voidRequest({ db, publicUrl, now }, request.user, request.params.id, request.body.reason, actorOf(request));
      return getSignature(db, request.user, request.params.id, now);
    },
  );
};
