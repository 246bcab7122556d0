import type { FastifyReply, FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  emailChangeUndone,
  INVALID_RESET_LINK,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
} from "@alicerce/shared/schemas/account";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import {
  afterNewPassword,
  authHeaders,
  type PasswordOwner,
  betterAuthErrorCode,
  forwardCookies,
  passwordOwner,
  passwordWeaknesses,
  resetLinkOwner,
  resetLinkUserId,
  sendSecurityEmailFor,
  undoEmailChange as restoreOldEmail,
  withCurrentPassword,
} from "../auth/index.ts";

type Deps = Pick<AppDeps, "auth" | "throttle" | "config" | "db" | "signals">;

const tooMany = () => new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);

/** Refuses a guessable password (docs/product/accounts.md#registration), judged against its owner's own words. */
function refuseWeak(password: string, context: PasswordOwner) {
  const reasons = passwordWeaknesses(password, context);
  if (reasons.length > 0) {
    throw new AppError("WEAK_PASSWORD", `Senha fraca: ${reasons.join(" ")}`, { new_password: reasons });
  }
}

/**
 * "Alterar senha": the current password, a new one by the registration rules
 * (docs/product/accounts.md#registration), then every other session of the account ends and this
 * browser gets a fresh session.
 */
export async function changePassword(
  deps: Deps,
  viewer: CurrentUser,
  input: { current_password: string; new_password: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  refuseWeak(input.new_password, await passwordOwner(deps.db, viewer.id));
  const response = await withCurrentPassword(deps, viewer.id, "current_password", () =>
    deps.auth.api.changePassword({
      body: { currentPassword: input.current_password, newPassword: input.new_password, revokeOtherSessions: true },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
  if (!response.ok) {
    const code = await betterAuthErrorCode(response);
    if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      throw new AppError("CONFLICT", "Esta conta não tem senha cadastrada.");
    }
    throw new Error(`password change failed with status ${response.status} (${code ?? "no code"})`);
  }
  // A reset link mailed before the change would otherwise still set a password of its own, and the
  // other sessions just ended (this browser's old one was replaced): their sockets close now.
  await afterNewPassword(deps, viewer.id);
  await sendSecurityEmailFor(deps, request, { kind: "password_changed", userId: viewer.id });
  forwardCookies(response.headers, reply);
  return { message: PASSWORD_CHANGED };
}

/**
 * "Esqueci minha senha": the same answer whether or not the address has an account. Throttled
 * like logins, per address and per e-mail, and every request counts, so the answer cannot be
 * used to tell accounts apart or to flood someone's mailbox.
 */
export async function requestPasswordReset(deps: Deps, email: string, request: FastifyRequest) {
  const { throttle, config } = deps;
  const window = config.throttle.windowSeconds;
  const admitted = await throttle.admit([
    {
      key: `reset-address:${request.ip}`,
      rule: { limit: config.throttle.maxFailuresPerAddress, windowSeconds: window },
    },
    {
      key: `reset-account:${email}`,
      rule: { limit: config.throttle.maxFailuresPerAccountAndAddress, windowSeconds: window },
    },
  ]);
  if (!admitted) throw tooMany();
  await deps.auth.api.requestPasswordReset({ body: { email }, headers: authHeaders(request) });
}

/** Sets the new password from the mailed link: the token works once and expires; every session of the account ends. */
export async function resetPassword(
  deps: Deps,
  input: { token: string; new_password: string },
  request: FastifyRequest,
) {
  refuseWeak(input.new_password, await resetLinkOwner(deps.db, input.token, new Date()));
  // Read before the link is spent: the owner is told of the new password like after a change.
  const owner = await resetLinkUserId(deps.db, input.token, new Date());
  const response = await deps.auth.api.resetPassword({
    body: { token: input.token, newPassword: input.new_password },
    asResponse: true,
  });
  if (!response.ok) {
    const code = await betterAuthErrorCode(response);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
      throw new AppError("VALIDATION_ERROR", INVALID_RESET_LINK, { token: [INVALID_RESET_LINK] });
    }
    throw new Error(`password reset failed with status ${response.status} (${code ?? "no code"})`);
  }
  if (owner) await sendSecurityEmailFor(deps, request, { kind: "password_changed", userId: owner });
  return { message: PASSWORD_RESET_DONE };
}

/**
 * Asks for a move to a new address: the current password first (a stolen session alone cannot move
 * the account), then better-auth mails a link to the new address, and the account moves only when
 * that link is opened (the old address is then told, with an undo link: auth/email-change.ts). An
 * address that already has an account gets no mail, and the answer is the same, so nobody learns
 * which addresses are registered.
 */
export async function requestEmailChange(
  deps: Deps,
  viewer: CurrentUser,
  input: { new_email: string; current_password: string },
  request: FastifyRequest,
) {
  const newEmail = input.new_email;
  if (newEmail === viewer.email) {
    throw new AppError("VALIDATION_ERROR", "Este já é o seu email.", { new_email: ["Este já é o seu email."] });
  }
  const checked = await withCurrentPassword(deps, viewer.id, "current_password", () =>
    deps.auth.api.verifyPassword({
      body: { password: input.current_password },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
  if (!checked.ok) {
    const code = await betterAuthErrorCode(checked);
    throw new Error(`password check failed with status ${checked.status} (${code ?? "no code"})`);
  }
  // Counted once the password is right: a typo does not spend the hour's changes.
  const admitted = await deps.throttle.admit([
    { key: `email-change:${viewer.id}`, rule: { limit: EMAIL_CHANGES_PER_HOUR, windowSeconds: 3600 } },
  ]);
  if (!admitted) throw tooMany();
  const response = await deps.auth.api.changeEmail({
    body: { newEmail, callbackURL: "/dashboard/profile" },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (!response.ok) {
    const code = await betterAuthErrorCode(response);
    throw new Error(`e-mail change failed with status ${response.status} (${code ?? "no code"})`);
  }
  return {
    message: `Enviamos um link de confirmação para ${newEmail}. Seu email muda quando você abrir o link.`,
  };
}

const EMAIL_CHANGES_PER_HOUR = 5;

/**
 * The undo link of the notice mailed to the old address: public (the person may have no session
 * left, or only the intruder has one). Every attempt counts against the address, like "Esqueci
 * minha senha", so the route cannot be used to try tokens.
 */
export async function undoEmailChange(deps: Deps, token: string, request: FastifyRequest) {
  const { throttle, config } = deps;
  const admitted = await throttle.admit([
    {
      key: `email-undo-address:${request.ip}`,
      rule: { limit: config.throttle.maxFailuresPerAddress, windowSeconds: config.throttle.windowSeconds },
    },
  ]);
  if (!admitted) throw tooMany();
  const { email } = await restoreOldEmail(deps, token);
  return { message: emailChangeUndone(email) };
}
