import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

export const INVALID_CHARACTER_MESSAGE = "O texto enviado contém um caractere inválido (NUL).";
export const BROKEN_CHARACTER_MESSAGE =
  "O texto enviado contém um caractere incompleto (metade de um emoji ou símbolo). Apague-o e digite de novo.";

/**
 * A UTF-16 surrogate without its other half: JSON's "\ud83d" escape can send one, no keyboard
 * types one, and it is no character at all: UTF-8 cannot encode it, so the database would store a
 * replacement character where the person saw something else (or a driver would refuse the row).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text, or null when it can. */
const textFault = (text: string): string | null =>
  text.includes("\u0000") ? INVALID_CHARACTER_MESSAGE : LONE_SURROGATE.test(text) ? BROKEN_CHARACTER_MESSAGE : null;

type Fault = { path: string; message: string };

/** The JSON path of the first string (key or value) that cannot be stored as text, with why; or null. */
function faultyText(value: unknown, path: string, depth = 0): Fault | null {
  if (typeof value === "string") {
    const message = textFault(value);
    return message ? { path, message } : null;
  }
  if (value === null || typeof value !== "object" || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const keyMessage = textFault(key);
    if (keyMessage) return { path: here, message: keyMessage };
    const found = faultyText(inner, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character (a stored or searched string with one fails deep in
 * the database as a 500), nor a lone UTF-16 surrogate (decision 095). One check on every parsed
 * body, query and path parameter refuses both up front, whatever the route or field, and writes
 * nothing.
 */
export function registerInputGuard(app: FastifyInstance) {
  // Fastify's callback form (nothing waits; an async hook costs every request a promise): a throw is
  // the request's error, as from an async hook.
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const fault = faultyText(part, "");
      if (fault !== null) {
        throw new AppError("VALIDATION_ERROR", fault.message, { [fault.path || "_"]: [fault.message] });
      }
    }
    done();
  });
}
