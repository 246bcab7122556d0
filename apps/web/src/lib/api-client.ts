import type { ApiError, ErrorCode } from "@alicerce/shared/errors";

/** A failed API call, carrying the server's code, pt-BR message and per-field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK",
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const listeners = new Set<() => void>();
/** Called when the server says the session is gone, so the app can drop its user. */
export function onUnauthenticated(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The error for a failed answer (also used by uploads, which go through XMLHttpRequest for their
 * progress events); a lost session is announced so the app can drop its user.
 */
export function apiErrorFrom(status: number, body: unknown): ApiRequestError {
  const error = (body as { error?: ApiError } | null)?.error;
  if (status === 401 && error?.code === "UNAUTHENTICATED") listeners.forEach((l) => l());
  return new ApiRequestError(
    status,
    error?.code ?? "INTERNAL",
    error?.message ?? "Ocorreu um erro inesperado. Tente novamente.",
    error?.fields,
  );
}

/** The pt-BR message to show for a failed call: the server's own, or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : "Ocorreu um erro inesperado. Tente novamente.";
}
