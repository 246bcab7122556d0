import createClient from "openapi-fetch";
import { ApiRequestError, apiErrorFrom } from "@/lib/api-client";
import type { paths } from "./generated/schema";

/**
 * The typed client: every path, parameter, body and answer comes from the server's OpenAPI
 * document, so a path or field renamed on the server fails the web's typecheck.
 * `fetch` is looked up on each call (not captured once) so tests can stub it; the base is the page's
 * own origin because the client builds a Request, which needs an absolute address outside a browser.
 */
export const client = createClient<paths>({
  baseUrl: globalThis.location?.origin,
  credentials: "same-origin",
  fetch: (request) => globalThis.fetch(request),
});

/**
 * A list's query without its empty parameters (undefined, null, ""): an empty filter is left out of
 * the URL, and an empty search is no search.
 */
export function presentParams<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as T;
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * The answer's body, or the API error turned into an ApiRequestError (a lost session is
 * announced); a failed connection becomes the "no connection" error unless the call was cancelled.
 */
export async function unwrap<T>(pending: Promise<Answer<T>>, signal?: AbortSignal): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await pending;
  } catch (error) {
    // A cancelled query (the user typed on, left the page) is not a connection problem.
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, "NETWORK", "Sem conexão com o servidor. Verifique sua internet.");
  }
  if (!answer.response.ok) throw apiErrorFrom(answer.response.status, answer.error ?? null);
  return answer.data as T;
}
