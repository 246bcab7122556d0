import { randomBytes, timingSafeEqual } from "node:crypto";

/** Seconds a sandbox token lives, as PSPs commonly give (one hour). */
export const SANDBOX_TOKEN_SECONDS = 3600;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The sandbox's OAuth2 server: one client (its id and secret from the configuration), bearer tokens
 * kept in this process's memory. `revokeAll` lets a test see the client ask again after a 401.
 */
export function createSandboxOAuth(client: { clientId: string; clientSecret: string }, now: () => Date) {
  const tokens = new Map<string, number>();
  return {
    /** A token for a valid `Authorization: Basic` header, else null. */
    issue(authorization: string | undefined): string | null {
      const match = /^Basic\s+(.+)$/i.exec(authorization ?? "");
      if (!match) return null;
      const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      if (colon < 0) return null;
      // Both compared whatever the first gives, so the time taken tells nothing of which was wrong.
      const idMatches = sameSecret(decoded.slice(0, colon), client.clientId);
      const secretMatches = sameSecret(decoded.slice(colon + 1), client.clientSecret);
      if (!idMatches || !secretMatches) return null;
      const token = randomBytes(24).toString("base64url");
      tokens.set(token, now().getTime() + SANDBOX_TOKEN_SECONDS * 1000);
      return token;
    },
    /** Whether an `Authorization: Bearer` header carries a live token. */
    accepts(authorization: string | undefined): boolean {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
      const expires = match ? tokens.get(match[1]!) : undefined;
      return expires !== undefined && now().getTime() < expires;
    },
    revokeAll() {
      tokens.clear();
    },
  };
}

export type SandboxOAuth = ReturnType<typeof createSandboxOAuth>;
