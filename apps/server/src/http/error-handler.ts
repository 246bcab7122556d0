import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import { MissingStoredObjectError } from "../storage/storage.ts";
import { AppError } from "./app-error.ts";
import {
  DATABASE_OUTAGE_MESSAGE,
  DATABASE_OUTAGE_RETRY_AFTER_SECONDS,
  isDatabaseUnreachable,
} from "./database-outage.ts";

/** Collects zod issues by field ("/email" → "email"), the shape forms show under inputs. */
function fieldsFromValidation(validation: { instancePath: string; message?: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
    (fields[key] ??= []).push(issue.message ?? "Valor inválido.");
  }
  return fields;
}

/**
 * One place maps every failure to `{"error":{"code","message","fields"}}`: typed AppErrors keep
 * their code, schema failures become 400 with per-field messages, and anything unexpected is
 * logged with the request's context and answered 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // 503 (shutting down, database not ready) is an expected state, not a fault of this code.
      if (err.status >= 500 && err.code !== "UNAVAILABLE") request.log.error({ err }, err.message);
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, fields: err.fields } });
    }
    if (err instanceof MissingStoredObjectError) {
      // A row points at bytes that are gone: the user sees "not found", the operator a log line.
      request.log.error({ storageKey: err.key }, "stored file missing from storage");
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Arquivo não encontrado." } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldsFromValidation(err.validation);
      const first = Object.values(fields)[0]?.[0] ?? "Dados inválidos.";
      return reply.status(400).send({ error: { code: "VALIDATION_ERROR", message: first, fields } });
    }
    if (isDatabaseUnreachable(err)) {
      // An outage, not a bug: one warning per request (no stack), and an answer clients retry.
      request.log.warn({ err: { message: err.message, code: err.code } }, "database unreachable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_OUTAGE_RETRY_AFTER_SECONDS))
        .send({ error: { code: "UNAVAILABLE", message: DATABASE_OUTAGE_MESSAGE } });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ error: { code: "TOO_MANY_REQUESTS", message: TOO_MANY_REQUESTS_MESSAGE } });
    }
    if (err.statusCode === 413 || err.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply
        .status(413)
        .send({ error: { code: "PAYLOAD_TOO_LARGE", message: "O conteúdo enviado é grande demais." } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type and similar client mistakes.
      return reply.status(400).send({ error: { code: "VALIDATION_ERROR", message: "Requisição inválida." } });
    }
    request.log.error({ err }, "unexpected error");
    return reply
      .status(500)
      .send({ error: { code: "INTERNAL", message: "Ocorreu um erro inesperado. Tente novamente." } });
  });
}
