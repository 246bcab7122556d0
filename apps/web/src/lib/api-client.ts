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
  return new ApiRequestError(status, error?.code ?? "INTERNAL", error?.message ?? GENERIC_ERROR_MESSAGE, error?.fields);
}

/** What a failure says when nobody gave a reason (an answer without our error body, a thrown bug). */
export const GENERIC_ERROR_MESSAGE = "Ocorreu um erro inesperado. Tente novamente.";

/** The server's pt-BR sentence for a failed call (or the client's, for a lost connection); null when none. */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiRequestError && error.message !== GENERIC_ERROR_MESSAGE ? error.message : null;
}

/**
 * The pt-BR message to show for a failed call: the server's own whenever it gave one, the screen's
 * generic text (`fallback`) only when it did not. Every form says failures through here, so a
 * refusal's real reason (a 403 asking to confirm the e-mail, say) is never hidden behind "Tente
 * novamente" (decision 121).
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  return serverReason(error) ?? fallback;
}
