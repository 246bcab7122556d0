import { fetch, type Dispatcher } from "undici";
import { pspErrorFrom, PspInvalidAnswerError, PspUnavailableError } from "./psp-errors.ts";
import type { TokenSource } from "./token-source.ts";

export type PspHttp = (method: "GET" | "PUT" | "PATCH" | "POST", path: string, body?: unknown) => Promise<unknown>;

/**
 * One authenticated JSON call to the PSP: the bearer token from `tokens`, asked again once if the PSP
 * answers 401 (a token revoked before its `expires_in`), the PSP's problem+json turned into a typed
 * error, a network failure into PspUnavailableError.
 */
export function createPspHttp(options: { baseUrl: string; tokens: TokenSource; dispatcher?: Dispatcher }): PspHttp {
  const base = options.baseUrl.replace(/\/$/, "");
  async function send(method: string, path: string, body: unknown) {
    const token = await options.tokens.token();
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher: options.dispatcher,
      });
    } catch (error) {
      throw new PspUnavailableError(
        `O PSP não respondeu (${method} ${path}: ${(error as Error).message}).`,
        null,
        null,
      );
    }
  }
  return async (method, path, body) => {
    let response = await send(method, path, body);
    if (response.status === 401) {
      await response.body?.cancel();
      options.tokens.invalidate();
      response = await send(method, path, body);
    }
    const text = await response.text();
    let parsed: unknown = null;
    if (text !== "") {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (response.ok)
          throw new PspInvalidAnswerError(`Resposta do PSP não é JSON (${method} ${path}).`, response.status, null);
      }
    }
    if (!response.ok) throw pspErrorFrom(response.status, parsed);
    return parsed;
  };
}
