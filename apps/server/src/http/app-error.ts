import type { ErrorCode } from "@alicerce/shared/errors";

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  WEAK_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  CPF_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type services throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

export const unauthenticated = () => new AppError("UNAUTHENTICATED", "Sua sessão expirou. Entre novamente.");
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
/** The request is valid but the resource's current state refuses it (a status, a duplicate). */
export const conflict = (message: string) => new AppError("CONFLICT", message);
