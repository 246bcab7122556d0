import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { appPaths } from "@alicerce/shared/routes";
import { isViewableInBrowser } from "@alicerce/shared/documents";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  documentFilterProjectsQuerySchema,
  documentFilterProjectsSchema,
  documentInputSchema,
  documentListQuerySchema,
  documentListSchema,
  documentProjectOptionsSchema,
  documentSchema,
  documentVersionsSchema,
} from "@alicerce/shared/schemas/documents";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { idempotencyHeaders } from "../../http/idempotency.ts";
import { contentDisposition, sendStoredObject } from "../files/index.ts";
import { countDownload, findReadableDocument, listUploadableProjects, listVersions } from "./document-reads.ts";
import { listDocuments } from "./list-documents.ts";
import { listFilterProjects } from "./project-filter.ts";
import { createDocument, deleteDocument } from "./write-documents.ts";
import { touchesByDefault } from "../../http/touches.ts";

/** The name a file is saved under: the document's name with the stored file's extension. */
function fileNameOf(name: string, originalName: string) {
  const extension = originalName.split(".").pop();
  return extension && !name.toLowerCase().endsWith(`.${extension.toLowerCase()}`) ? `${name}.${extension}` : name;
}

/** The document repository (docs/api/documents.md). */
export const documentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["documents", "files", "approvals", "notifications"]);
  const { db, storage } = deps;

  app.get(
    "/api/documents",
    {
      schema: {
        tags: ["documents"],
        summary: "Documentos que o usuário pode ler, com busca, filtros e resumo",
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema, ...errorResponses },
      },
    },
    async (request) => listDocuments(db, request.user, request.query),
  );

  app.get(
    "/api/documents/projects",
    {
      schema: {
        tags: ["documents"],
        summary: "Projetos aos quais o usuário pode enviar documentos",
        response: { 200: documentProjectOptionsSchema, ...errorResponses },
      },
    },
    async (request) => listUploadableProjects(db, request.user),
  );

  app.get(
    "/api/documents/project-filter",
    {
      schema: {
        tags: ["documents"],
        summary: "Projetos do filtro de documentos: busca por título, em páginas (cursor)",
        querystring: documentFilterProjectsQuerySchema,
        response: { 200: documentFilterProjectsSchema, ...errorResponses },
      },
    },
    async (request) => listFilterProjects(db, request.user, request.query),
  );

  app.post(
    "/api/documents",
    {
      config: { idempotent: true },
      schema: {
        tags: ["documents"],
        summary: "Envia um documento (nova versão quando o nome já existe no projeto)",
        headers: idempotencyHeaders,
        body: documentInputSchema,
        response: { 201: documentSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createDocument(db, request.user, request.body)),
  );

  app.get(
    "/api/documents/:id/versions",
    {
      schema: {
        tags: ["documents"],
        summary: "Versões do documento, da mais nova à mais antiga",
        params: idParamsSchema,
        response: { 200: documentVersionsSchema, ...errorResponses },
      },
    },
    async (request) => listVersions(db, request.user, request.params.id),
  );

  app.get(
    "/api/documents/:id/file",
    {
      schema: {
        tags: ["documents"],
        summary: "Mostra o documento no navegador (PDF e imagens; outros tipos são baixados)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { doc, file } = await findReadableDocument(db, request.user, request.params.id);
      return sendStoredObject(reply, await storage.open(file.storageKey), {
        mimeType: file.mimeType,
        name: fileNameOf(doc.name, file.originalName),
        inline: isViewableInBrowser(file.mimeType),
        caching: "download",
      });
    },
  );

  app.get(
    "/api/documents/:id/download",
    {
      schema: {
        tags: ["documents"],
        summary: "Baixa o documento (conta um download)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { doc, file } = await findReadableDocument(db, request.user, request.params.id);
      // Opened before counting, so a missing file answers 404 without counting a download.
      const object = await storage.open(file.storageKey);
      try {
        await countDownload(db, doc.id);
      } catch (err) {
        object.stream.destroy();
        throw err;
      }
      return sendStoredObject(reply, object, {
        mimeType: file.mimeType,
        name: fileNameOf(doc.name, file.originalName),
        inline: false,
        caching: "download",
      });
    },
  );

  app.get(
    "/api/documents/:id/qr",
    {
      schema: {
        tags: ["documents"],
        summary: "QR Code (SVG) do endereço público de verificação do documento",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { doc } = await findReadableDocument(db, request.user, request.params.id);
      const url = `${deps.config.publicUrl}${appPaths.verify(doc.verificationCode)}`;
      const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      // SVG can carry script: this one is drawn here (no uploaded byte in it), and its own policy
      // forbids any script should someone open it on its own in Alicerce's origin.
      return reply
        .header("content-type", "image/svg+xml")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; script-src 'none'; sandbox")
        .header("content-disposition", contentDisposition("inline", `qrcode-${doc.verificationCode}.svg`))
        .header("cache-control", "private, max-age=86400")
        .send(svg);
    },
  );

  app.delete(
    "/api/documents/:id",
    {
      schema: {
        tags: ["documents"],
        summary: "Exclui uma versão do documento (quem enviou ou a administração)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteDocument(db, request.user, request.params.id);
      return reply.status(204).send();
    },
  );
};
