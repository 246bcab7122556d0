import { z } from "zod";

/** Every error code the API answers with; each maps to one HTTP status on the server. */
export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "EMAIL_TAKEN",
  "CPF_TAKEN",
  "WEAK_PASSWORD",
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_VERIFIED",
  "TOO_MANY_REQUESTS",
  "PAYLOAD_TOO_LARGE",
  "INTERNAL",
  /** 503: the server is shutting down or its database is not ready (a proxy sends the request elsewhere). */
  "UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer: `{"error":{"code","message","fields"}}`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>["error"];

export const TOO_MANY_REQUESTS_MESSAGE = "Muitas tentativas. Tente novamente em alguns minutos.";
/** The answer (503, with Retry-After) while the database cannot be reached. */
export const DATABASE_OUTAGE_MESSAGE = "O Alicerce está temporariamente indisponível. Tente novamente em instantes.";
