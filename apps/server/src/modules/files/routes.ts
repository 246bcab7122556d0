import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileSchema, fileUploadQuerySchema } from "@alicerce/shared/schemas/projects";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { AppError } from "../../http/app-error.ts";
import { fileTooLarge, MAX_FILE_BYTES } from "./file-rules.ts";
import { saveUpload } from "./service.ts";
import { touchesByDefault } from "../../http/touches.ts";

/**
 * A multipart body the parser cannot read (no boundary, cut off, garbage between boundaries) is
 * the client's mistake: 400, and nothing was stored because the file is read whole before saving.
 */
function malformedUpload(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError("VALIDATION_ERROR", "O envio do arquivo está malformado. Tente enviar o arquivo novamente.", {
    file: ["Envio malformado."],
  });
}

export const fileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["files"]);
  app.post(
    "/api/files",
    {
      schema: {
        tags: ["files"],
        summary: "Envia um arquivo (PDF, DOC, DOCX, JPG, JPEG ou PNG; até 10 MB; tipo conferido pelo conteúdo)",
        consumes: ["multipart/form-data"],
        querystring: fileUploadQuerySchema,
        response: { 201: fileSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      if (!request.isMultipart()) throw new AppError("VALIDATION_ERROR", "Envie o arquivo como multipart/form-data.");
      const part = await request
        // preservePath: the name as sent, so a name with folders is refused (file-rules.ts) rather than trimmed unseen.
        .file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 }, preservePath: true })
        .catch((err: unknown) => {
          throw malformedUpload(err);
        });
      if (!part || part.fieldname !== "file") {
        throw new AppError("VALIDATION_ERROR", 'Envie o arquivo no campo "file".', { file: ["Arquivo ausente."] });
      }
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge(part.filename);
        throw malformedUpload(err);
      });
      if (part.file.truncated) throw fileTooLarge(part.filename);
      const stored = await saveUpload(
        { db: deps.db, storage: deps.storage, quotaBytes: deps.config.uploadQuotaBytes },
        { name: part.filename, data, userId: user.id, kind: request.query.kind },
      );
      return reply.status(201).send({
        id: stored.id,
        name: stored.originalName,
        size: stored.size,
        mime_type: stored.mimeType,
      });
    },
  );
};
