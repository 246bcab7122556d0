import type { FastifyReply, FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import {
  TWO_FACTOR_CODE_USED,
  TWO_FACTOR_EXPIRED,
  TWO_FACTOR_INVALID_CODE,
  TWO_FACTOR_INVALID_RECOVERY_CODE,
  TWO_FACTOR_LOCKED,
  TWO_FACTOR_TOO_MANY_TRIES,
  type SignedIn,
} from "@alicerce/shared/schemas/two-factor";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { Throttle } from "../../throttle/index.ts";
import type { Auth } from "./better-auth.ts";
import { betterAuthErrorCode } from "./better-auth-errors.ts";
import { buildCurrentUser } from "./current-user.ts";
import { afterLogin } from "./login-devices.ts";
import { sendSecurityEmailFor } from "./security-emails.ts";
import { authHeaders, forwardCookies } from "./request-headers.ts";
import { TOTP_CODE_USED } from "./totp-steps.ts";

type Deps = { config: Config; db: Database; auth: Auth; throttle: Throttle };

/** How each refusal of better-auth's second step reads to the person. */
function refusal(code: string | undefined, kind: "totp" | "recovery"): AppError {
  switch (code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE": {
      const message = kind === "totp" ? TWO_FACTOR_INVALID_CODE : TWO_FACTOR_INVALID_RECOVERY_CODE;
      return new AppError("VALIDATION_ERROR", message, { code: [message] });
    }
    // A right code whose time step already completed a login (or the setup): each code works once.
    case TOTP_CODE_USED:
      return new AppError("VALIDATION_ERROR", TWO_FACTOR_CODE_USED, { code: [TWO_FACTOR_CODE_USED] });
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return new AppError("TOO_MANY_REQUESTS", TWO_FACTOR_TOO_MANY_TRIES);
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return new AppError("TOO_MANY_REQUESTS", TWO_FACTOR_LOCKED);
    default:
      // No challenge cookie, an expired or spent one, or two-factor turned off meanwhile.
      return new AppError("UNAUTHENTICATED", TWO_FACTOR_EXPIRED);
  }
}

/**
 * The login's second step: the authenticator app's code or a recovery code (each works once),
 * checked by better-auth against the challenge cookie the password step set. Wrong codes count
 * against the address's login budget (shared with wrong passwords) besides better-auth's own
 * limits: 5 per challenge, 10 in a row per account before a 15-minute lock.
 */
export async function completeTwoFactorLogin(
  deps: Deps,
  input: { kind: "totp" | "recovery"; code: string },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn> {
  const { auth, throttle, config, db } = deps;
  const addressKey = `login-address:${request.ip}`;
  const admitted = await throttle.admit([
    {
      key: addressKey,
      rule: { limit: config.throttle.maxFailuresPerAddress, windowSeconds: config.throttle.windowSeconds },
    },
  ]);
  if (!admitted) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
  const call = { body: { code: input.code }, headers: authHeaders(request), asResponse: true } as const;
  const response = input.kind === "totp" ? await auth.api.verifyTOTP(call) : await auth.api.verifyBackupCode(call);
  if (!response.ok) {
    forwardCookies(response.headers, reply); // an ended challenge's cookie is cleared
    throw refusal(await betterAuthErrorCode(response), input.kind);
  }
  await throttle.refund(addressKey);
  forwardCookies(response.headers, reply);
  const body = (await response.json()) as { user: { id: string; email: string; name: string } };
  if (input.kind === "recovery") {
    // A recovery code is the last resort of a lost phone, or the sign of codes in someone else's hands.
    await sendSecurityEmailFor(deps, request, { kind: "recovery_code_used", userId: body.user.id });
  }
  await afterLogin(deps, request, reply, body.user.id);
  return { user: await buildCurrentUser(db, body.user), suggest_two_factor: false };
}
