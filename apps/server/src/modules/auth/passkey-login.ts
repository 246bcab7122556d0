import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import {
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_LOGIN_FAILED,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_UNKNOWN,
  type PasskeyLoginInput,
} from "@alicerce/shared/schemas/passkeys";
import type { SignedIn } from "@alicerce/shared/schemas/two-factor";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { passkey, user } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import type { Throttle } from "../../throttle/index.ts";
import type { Auth } from "./better-auth.ts";
import { betterAuthErrorCode } from "./better-auth-errors.ts";
import { buildCurrentUser } from "./current-user.ts";
import { afterLogin } from "./login-devices.ts";
import { PASSKEY_REFUSALS } from "./passkey-plugin.ts";
import { authHeaders, forwardCookies } from "./request-headers.ts";

type Deps = { config: Config; db: Database; auth: Auth; throttle: Throttle };

const tooMany = () => new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);

/**
 * "Entrar com passkey", step 1: a WebAuthn challenge for `navigator.credentials.get()`, kept by
 * the plugin for 5 minutes behind its signed cookie. No account is named: the browser offers the
 * passkeys it holds for this site, and the one chosen says whose it is.
 */
export async function startPasskeyLogin(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const response = await deps.auth.api.generatePasskeyAuthenticationOptions({
    headers: authHeaders(request),
    asResponse: true,
  });
  if (!response.ok) throw new Error(`passkey options failed with status ${response.status}`);
  forwardCookies(response.headers, reply);
  return (await response.json()) as Record<string, unknown>;
}

/** How each refusal of the plugin's check reads to the person. */
function refusal(code: string | undefined, status: number): AppError | Error {
  switch (code) {
    case "CHALLENGE_NOT_FOUND":
      return new AppError("VALIDATION_ERROR", PASSKEY_CHALLENGE_EXPIRED);
    case "PASSKEY_NOT_FOUND":
    case PASSKEY_REFUSALS.accountClosed:
      return new AppError("UNAUTHENTICATED", PASSKEY_UNKNOWN);
    case PASSKEY_REFUSALS.notVerified:
      return new AppError("UNAUTHENTICATED", PASSKEY_NOT_VERIFIED);
    case PASSKEY_REFUSALS.emailNotVerified:
      return new AppError("EMAIL_NOT_VERIFIED", "Confirme seu email antes de fazer login.");
    case "AUTHENTICATION_FAILED":
      return new AppError("UNAUTHENTICATED", PASSKEY_LOGIN_FAILED);
    default:
      return new Error(`passkey login failed with status ${status} (${code ?? "no code"})`);
  }
}

/**
 * "Entrar com passkey", step 2: the authenticator's signature over the challenge. A user-verified
 * passkey is a whole login, second step included (docs/decisions/124-passkeys.md), so it answers
 * signed in, without the code, and without the reminder to turn two-factor on.
 *
 * It keeps the password login's rules (service.ts): every attempt counts against the address's
 * login budget before anything is checked (a right one gives it back) and against the right-login
 * budgets of the address and of the account (a session is made; decision 089); the browser's
 * previous session ends only once the new one exists; the account's session cap holds (the
 * plugin makes the session through better-auth, whose hook applies it); a deleted account or an
 * e-mail not confirmed when that is required gets nothing (passkey-plugin.ts); a new browser mails
 * the owner and becomes a known device.
 */
export async function completePasskeyLogin(
  deps: Deps,
  input: PasskeyLoginInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn> {
  const { db, auth, throttle, config } = deps;
  const window = config.throttle.windowSeconds;
  const addressKey = `login-address:${request.ip}`;
  const successAddressKey = `login-success-address:${request.ip}`;
  const admitted = await throttle.admit([
    { key: successAddressKey, rule: { limit: config.throttle.maxSuccessesPerAddress, windowSeconds: window } },
    { key: addressKey, rule: { limit: config.throttle.maxFailuresPerAddress, windowSeconds: window } },
  ]);
  if (!admitted) throw tooMany();
  const successKeys = [successAddressKey];
  try {
    // Whose passkey it claims to be, for the account's own budget of right logins; the signature
    // is checked next, so a credential id alone gets no further than this count.
    const [owner] = await db
      .select({ email: user.email })
      .from(passkey)
      .innerJoin(user, eq(user.id, passkey.userId))
      .where(eq(passkey.credentialID, input.response.id))
      .limit(1);
    if (owner) {
      const accountKey = `login-success-account:${owner.email}`;
      const accountAdmitted = await throttle.admit([
        { key: accountKey, rule: { limit: config.throttle.maxSuccessesPerAccount, windowSeconds: window } },
      ]);
      if (!accountAdmitted) throw tooMany();
      successKeys.push(accountKey);
    }
    const headers = authHeaders(request);
    const response = await auth.api.verifyPasskeyAuthentication({
      body: { response: input.response },
      headers,
      asResponse: true,
    });
    if (!response.ok) throw refusal(await betterAuthErrorCode(response), response.status);
    await throttle.refund(addressKey);
    // The session this browser had ends only now that the new one exists (no fixation).
    if (request.headers.cookie) {
      const previous = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
      if (previous) forwardCookies(previous.headers, reply);
    }
    forwardCookies(response.headers, reply);
    const body = (await response.json()) as { user: { id: string; email: string; name: string } };
    await db.update(passkey).set({ lastUsedAt: new Date() }).where(eq(passkey.credentialID, input.response.id));
    await afterLogin(deps, request, reply, body.user.id);
    return { user: await buildCurrentUser(db, body.user), suggest_two_factor: false };
  } catch (error) {
    // No session was made: the right-login budgets get their counts back; the address keeps the failure.
    for (const key of successKeys) await throttle.refund(key);
    throw error;
  }
}
