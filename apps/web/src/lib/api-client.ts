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

/** The one way the SPA talks to the server: JSON in, JSON out, cookies included. */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiRequestError(0, "NETWORK", "Sem conexão com o servidor. Verifique sua internet.");
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as { error?: ApiError } | null;
  if (!response.ok) {
    const error = body?.error;
    if (response.status === 401 && error?.code === "UNAUTHENTICATED") listeners.forEach((l) => l());
    throw new ApiRequestError(
      response.status,
      error?.code ?? "INTERNAL",
      error?.message ?? "Ocorreu um erro inesperado. Tente novamente.",
      error?.fields,
    );
  }
  return body as T;
}
