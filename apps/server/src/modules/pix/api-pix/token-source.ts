import { fetch, type Dispatcher } from "undici";
import { parseAnswer, pspErrorFrom, PspUnavailableError } from "./psp-errors.ts";
import { tokenSchema } from "./schemas.ts";

export type OAuthClient = { tokenUrl: string; clientId: string; clientSecret: string };

export type TokenSource = {
  /** A bearer token, asked for only when none is kept or the kept one is about to expire. */
  token(): Promise<string>;
  /** Forgets the kept token (the PSP answered 401 to it: revoked or rotated before its time). */
  invalidate(): void;
};

/** Refresh this long before `expires_in` runs out, so a request never leaves with a token expiring in flight. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * OAuth2 client credentials (RFC 6749 §4.4), as API Pix PSPs ask: `POST {tokenUrl}` with HTTP Basic
 * `clientId:clientSecret` and `grant_type=client_credentials`. Concurrent callers share one request.
 */
export function createTokenSource(
  client: OAuthClient,
  options: { dispatcher?: Dispatcher; now?: () => number } = {},
): TokenSource {
  const now = options.now ?? Date.now;
  let kept: { token: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString("base64");
    let response;
    try {
      response = await fetch(client.tokenUrl, {
        method: "POST",
        headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
        dispatcher: options.dispatcher,
      });
    } catch (error) {
      throw new PspUnavailableError(
        `O PSP não respondeu ao pedido de token (${(error as Error).message}).`,
        null,
        null,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw pspErrorFrom(response.status, body);
    const answer = parseAnswer(tokenSchema, body, "POST token");
    const lifetimeMs = answer.expires_in * 1000;
    kept = { token: answer.access_token, refreshAt: now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2) };
    return answer.access_token;
  }

  return {
    async token() {
      if (kept && now() < kept.refreshAt) return kept.token;
      pending ??= fetchToken().finally(() => (pending = null));
      return pending;
    },
    invalidate() {
      kept = null;
    },
  };
}
