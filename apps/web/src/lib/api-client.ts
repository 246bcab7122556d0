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

/** The one way the SPA talks to the server: JSON in, JSON out, cookies included. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    // A cancelled query (the user typed on, left the page) is not a connection problem.
    if (init.signal?.aborted) throw error;
    throw new ApiRequestError(0, "NETWORK", "Sem conexão com o servidor. Verifique sua internet.");
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as T;
}

/** The pt-BR message to show for a failed call: the server's own, or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : "Ocorreu um erro inesperado. Tente novamente.";
}
