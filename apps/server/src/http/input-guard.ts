import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

export const INVALID_CHARACTER_MESSAGE = "O texto enviado contém um caractere inválido (NUL).";

/** The JSON path of the first string (key or value) holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object" || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return here;
    const found = nulPath(inner, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character: a stored or searched string with one fails
 * deep in the database as a 500. One check on every parsed body, query and path parameter
 * refuses it up front, whatever the route or field.
 */
export function registerInputGuard(app: FastifyInstance) {
  // Fastify's callback form (nothing waits; an async hook costs every request a promise): a throw is
  // the request's error, as from an async hook.
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part, "");
      if (path !== null) {
        throw new AppError("VALIDATION_ERROR", INVALID_CHARACTER_MESSAGE, {
          [path || "_"]: [INVALID_CHARACTER_MESSAGE],
        });
      }
    }
    done();
  });
}
