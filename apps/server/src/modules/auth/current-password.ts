import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import { WRONG_CURRENT_PASSWORD } from "@alicerce/shared/schemas/account";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { betterAuthErrorCode } from "./better-auth-errors.ts";

type Deps = Pick<AppDeps, "throttle" | "config">;

/**
 * Every check of the current password from a signed-in session (changing it, turning two-factor
 * on or off, new recovery codes) counts against one budget per account, as tight as one address's
 * login budget: a borrowed session cannot be used to guess the password.
 */
const budgetKey = (userId: string) => `password-change:${userId}`;

export async function admitCurrentPasswordCheck(deps: Deps, userId: string) {
  const admitted = await deps.throttle.admit([
    {
      key: budgetKey(userId),
      rule: {
        limit: deps.config.throttle.maxFailuresPerAccountAndAddress,
        windowSeconds: deps.config.throttle.windowSeconds,
      },
    },
  ]);
  if (!admitted) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
}

/** The right password was given: earlier wrong ones are forgiven. */
export const forgiveCurrentPasswordChecks = (deps: Deps, userId: string) => deps.throttle.clear(budgetKey(userId));

/** A wrong current password, shown on the form's `field`. */
export const wrongCurrentPassword = (field: string) =>
  new AppError("VALIDATION_ERROR", WRONG_CURRENT_PASSWORD, { [field]: [WRONG_CURRENT_PASSWORD] });

/**
 * Runs a better-auth call that checks the account's current password under that budget: a wrong
 * password answers "Senha atual incorreta." on the form's `field`, a right one forgives earlier
 * wrong ones, and any other answer is returned to the caller.
 */
export async function withCurrentPassword(
  deps: Deps,
  userId: string,
  field: string,
  call: () => Promise<Response>,
): Promise<Response> {
  await admitCurrentPasswordCheck(deps, userId);
  const response = await call();
  if (!response.ok && (await betterAuthErrorCode(response)) === "INVALID_PASSWORD") throw wrongCurrentPassword(field);
  if (response.ok) await forgiveCurrentPasswordChecks(deps, userId);
  return response;
}
