import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  RECOVERY_CODES_RENEWED,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CODE_USED,
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_ENABLED,
  TWO_FACTOR_INVALID_CODE,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_SETUP_MISSING,
  twoFactorRecommendedFor,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@alicerce/shared/schemas/two-factor";
import type { AppDeps } from "../../app-deps.ts";
import { user } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import {
  admitCurrentPasswordCheck,
  authHeaders,
  betterAuthErrorCode,
  forgiveCurrentPasswordChecks,
  forwardCookies,
  sendSecurityEmailFor,
  TOTP_CODE_USED,
  withCurrentPassword,
} from "../auth/index.ts";

type Deps = Pick<AppDeps, "auth" | "throttle" | "config" | "db" | "signals">;

// "Verificação em duas etapas" in Minha Conta → Configurações (docs/product/accounts.md#two-factor).
// better-auth's two-factor plugin keeps the secret and the recovery codes; these calls put our
// password budget, our messages and our answers around it.

async function isEnabled(deps: Pick<Deps, "db">, userId: string) {
  const [row] = await deps.db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.enabled === true;
}

export async function readTwoFactorStatus(deps: Pick<Deps, "db">, viewer: CurrentUser): Promise<TwoFactorStatus> {
  return { enabled: await isEnabled(deps, viewer.id), recommended: twoFactorRecommendedFor(viewer) };
}

/** Runs a better-auth call that checks the password (counted, see current-password.ts); answers its other refusals. */
async function withPassword(deps: Deps, viewer: CurrentUser, call: () => Promise<Response>) {
  const response = await withCurrentPassword(deps, viewer.id, "password", call);
  if (response.ok) return response;
  const code = await betterAuthErrorCode(response);
  if (code === "TOTP_ALREADY_ENABLED") throw conflict(TWO_FACTOR_ALREADY_ON);
  if (code === "TWO_FACTOR_NOT_ENABLED") throw conflict(TWO_FACTOR_NOT_ON);
  throw new Error(`two-factor call failed with status ${response.status} (${code ?? "no code"})`);
}

/**
 * Step 1 of turning it on: after the password, a new secret (replacing an unconfirmed one) and
 * 10 recovery codes. Nothing changes at login until a first code from the app is confirmed.
 */
export async function startTwoFactorSetup(
  deps: Deps,
  viewer: CurrentUser,
  password: string,
  request: FastifyRequest,
): Promise<TwoFactorSetup> {
  if (await isEnabled(deps, viewer.id)) throw conflict(TWO_FACTOR_ALREADY_ON);
  const response = await withPassword(deps, viewer, () =>
    deps.auth.api.enableTwoFactor({
      body: { password },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
  const { totpURI, backupCodes } = (await response.json()) as { totpURI: string; backupCodes: string[] };
  const svg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    totp_uri: totpURI,
    secret: new URL(totpURI).searchParams.get("secret") ?? "",
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    recovery_codes: backupCodes,
  };
}

/**
 * Step 2: the app's first code proves it holds the secret; two-factor is on from now on.
 * better-auth replaces this browser's session (the user row changed), so the old session's
 * sockets are closed like any ended session's.
 */
export async function confirmTwoFactorSetup(
  deps: Deps,
  viewer: CurrentUser,
  code: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (await isEnabled(deps, viewer.id)) throw conflict(TWO_FACTOR_ALREADY_ON);
  // Guesses at the 6 digits from a borrowed session count like wrong passwords.
  await admitCurrentPasswordCheck(deps, viewer.id);
  const response = await deps.auth.api.verifyTOTP({ body: { code }, headers: authHeaders(request), asResponse: true });
  if (!response.ok) {
    const refused = await betterAuthErrorCode(response);
    if (refused === "INVALID_CODE") {
      throw new AppError("VALIDATION_ERROR", TWO_FACTOR_INVALID_CODE, { code: [TWO_FACTOR_INVALID_CODE] });
    }
    if (refused === TOTP_CODE_USED) {
      throw new AppError("VALIDATION_ERROR", TWO_FACTOR_CODE_USED, { code: [TWO_FACTOR_CODE_USED] });
    }
    if (refused === "TOTP_NOT_ENABLED") throw conflict(TWO_FACTOR_SETUP_MISSING);
    throw new Error(`two-factor confirmation failed with status ${response.status} (${refused ?? "no code"})`);
  }
  await forgiveCurrentPasswordChecks(deps, viewer.id);
  await sendSecurityEmailFor(deps, request, { kind: "two_factor_enabled", userId: viewer.id });
  forwardCookies(response.headers, reply);
  deps.signals.publish({ type: "sessions.ended", userId: viewer.id });
  return { message: TWO_FACTOR_ENABLED };
}

/** Turning it off takes the password; the secret and the recovery codes are deleted. */
export async function disableTwoFactor(
  deps: Deps,
  viewer: CurrentUser,
  password: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!(await isEnabled(deps, viewer.id))) throw conflict(TWO_FACTOR_NOT_ON);
  const response = await withPassword(deps, viewer, () =>
    deps.auth.api.disableTwoFactor({
      body: { password },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
  await sendSecurityEmailFor(deps, request, { kind: "two_factor_disabled", userId: viewer.id });
  forwardCookies(response.headers, reply);
  deps.signals.publish({ type: "sessions.ended", userId: viewer.id });
  return { message: TWO_FACTOR_DISABLED };
}

/** 10 new recovery codes (shown once); the previous ones stop working. */
export async function renewRecoveryCodes(deps: Deps, viewer: CurrentUser, password: string, request: FastifyRequest) {
  if (!(await isEnabled(deps, viewer.id))) throw conflict(TWO_FACTOR_NOT_ON);
  const response = await withPassword(deps, viewer, () =>
    deps.auth.api.generateBackupCodes({
      body: { password },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
  const { backupCodes } = (await response.json()) as { backupCodes: string[] };
  await sendSecurityEmailFor(deps, request, { kind: "recovery_codes_renewed", userId: viewer.id });
  return { recovery_codes: backupCodes, message: RECOVERY_CODES_RENEWED };
}
