import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { twoFactorRecommendedFor, type LoginResponse } from "@alicerce/shared/schemas/two-factor";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Throttle } from "../../throttle/index.ts";
import type { Auth } from "./better-auth.ts";
import { buildCurrentUser } from "./current-user.ts";
import { deviceFromRequest } from "./known-devices.ts";
import { afterLogin, deviceCookieKeyOf, rememberRegisteringDevice } from "./login-devices.ts";
import { newDeviceGate } from "./new-device-codes.ts";
import { passwordWeaknesses } from "./password-policy.ts";
import { tellOfTakenCpf } from "./taken-cpf.ts";
import { authHeaders, forwardCookies } from "./request-headers.ts";
import { betterAuthErrorCode } from "./better-auth-errors.ts";
import type { ReadSession } from "../../http/session.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";

type Deps = { config: Config; db: Database; auth: Auth; throttle: Throttle };

export type RegisterData = {
  name: string;
  cpf: string;
  email: string;
  phone: string | null;
  password: string;
  type: CurrentUser["type"];
  oab_number?: string | null;
  oab_state?: string | null;
};

const tooMany = () => new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);

/**
 * Creates the account and its profile. better-auth owns the user, account and session rows, so
 * the profile is written right after; if that fails the new user is deleted again, leaving nothing
 * half-made. A CPF another account holds is not a failure the answer shows: the profile is written
 * without it and both people are told by mail (docs/decisions/091-taken-cpf-answered-by-mail.md).
 */
export async function register(
  deps: Deps,
  data: RegisterData,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: CurrentUser; verificationRequired: boolean }> {
  const { db, auth, throttle, config } = deps;
  const reasons = passwordWeaknesses(data.password, { email: data.email, name: data.name, cpf: data.cpf });
  if (reasons.length > 0) {
    throw new AppError("WEAK_PASSWORD", `Senha fraca: ${reasons.join(" ")}`, { password: reasons });
  }
  // Every attempt that gets as far as asking "is this e-mail or CPF taken?" counts, whatever the
  // answer, against two budgets of the address: all attempts (generous: many people share a
  // carrier's address) and conflicts (tight: a "taken" answer is what someone checking e-mails or
  // CPFs in bulk is after). An attempt is counted as a conflict until the look-ups find nothing
  // taken, so concurrent attempts cannot overrun the conflict budget (decision 037, amended).
  const address = request.ip;
  const conflictKey = `register-conflict-address:${address}`;
  const admitted = await throttle.admit([
    {
      key: `register-address:${address}`,
      rule: { limit: config.throttle.registrationsPerAddressPerHour, windowSeconds: 3600 },
    },
    {
      key: conflictKey,
      rule: { limit: config.throttle.registrationConflictsPerAddressPerHour, windowSeconds: 3600 },
    },
  ]);
  if (!admitted) throw tooMany();
  // Both look-ups always run, whichever is taken, so the answer's timing does not say which.
  const [[cpfOwner], [emailOwner]] = await Promise.all([
    cpfOwnerOf(db, data.cpf),
    db.select({ id: user.id }).from(user).where(eq(user.email, data.email)).limit(1),
  ]);
  if (emailOwner) throw accountConflict();
  // The e-mail is free: no conflict the answer shows. A taken CPF is answered like a free one, the
  // account created without it and both people told by mail (decision 091), so the same budgets
  // apply to both: the general budget of the address limits the accounts created.
  await throttle.refund(conflictKey);

  const response = await auth.api.signUpEmail({
    body: { name: data.name, email: data.email, password: data.password, callbackURL: "/dashboard" },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (!response.ok) {
    const code = await betterAuthErrorCode(response);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      throw accountConflict();
    }
    // A simultaneous sign-up with the same e-mail (a double-submitted form) can pass the check
    // above and win the insert; better-auth then only reports FAILED_TO_CREATE_USER.
    if (code === "FAILED_TO_CREATE_USER") {
      const [winner] = await db.select({ id: user.id }).from(user).where(eq(user.email, data.email)).limit(1);
      if (winner) throw accountConflict();
    }
    if (code === "PASSWORD_TOO_SHORT") {
      throw new AppError("WEAK_PASSWORD", "A senha deve ter pelo menos 6 caracteres.");
    }
    if (code === "INVALID_EMAIL") {
      throw new AppError("VALIDATION_ERROR", "Por favor, insira um email válido.", {
        email: ["Por favor, insira um email válido."],
      });
    }
    throw new Error(`sign-up failed with status ${response.status} (${code ?? "no code"})`);
  }
  const body = (await response.json()) as { user: { id: string; email: string; name: string } };

  const profile = {
    userId: body.user.id,
    name: data.name,
    type: data.type,
    cpf: cpfOwner ? null : data.cpf,
    phone: data.phone,
    // Every new account starts unverified; a legal one keeps its OAB for the admin who verifies it.
    verified: false,
    oabNumber: data.type === "legal" ? (data.oab_number ?? null) : null,
    oabState: data.type === "legal" ? (data.oab_state ?? null) : null,
  };
  let takenBy = cpfOwner;
  try {
    await db.insert(profiles).values(profile);
  } catch (err) {
    // A simultaneous sign-up took the CPF after the look-up: this one is the second, like above.
    takenBy = isUniqueViolation(err, "profiles_cpf_unique") ? (await cpfOwnerOf(db, data.cpf))[0] : undefined;
    if (!takenBy) {
      await db.delete(user).where(eq(user.id, body.user.id));
      if (isUniqueViolation(err)) throw accountConflict();
      throw err;
    }
    await db.insert(profiles).values({ ...profile, cpf: null });
  }
  if (takenBy) await tellOfTakenCpf(deps, { email: body.user.email, name: data.name, cpf: data.cpf }, takenBy);
  forwardCookies(response.headers, reply);
  await rememberRegisteringDevice(deps, reply, body.user.id);
  return {
    user: await buildCurrentUser(db, body.user),
    verificationRequired: config.requireEmailVerification,
  };
}

/** The account holding this CPF, with what its notice needs. */
const cpfOwnerOf = (db: Database, cpf: string) =>
  db
    .select({ id: profiles.userId, email: user.email, name: profiles.name })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.cpf, cpf))
    .limit(1);

/**
 * The one answer to every uniqueness conflict of the sign-up form (e-mail taken, CPF taken, both):
 * it names neither field, so the form cannot be used to learn which e-mails or CPFs have accounts
 * (docs/decisions/039-sign-up-oracle-and-recipient-budgets.md).
 */
export const ACCOUNT_CONFLICT_MESSAGE =
  "Não foi possível criar a conta com estes dados. Se você já tem conta, entre ou recupere sua senha.";
const accountConflict = () => new AppError("CONFLICT", ACCOUNT_CONFLICT_MESSAGE);

/**
 * Password login, throttled. Each attempt is counted before the password is checked, in one
 * atomic statement per key, and refused once a key is over its limit: parallel guesses cannot
 * slip past a check-then-count gap, and a refused attempt costs no password hash. The keys are
 * the account from this address (the tight limit), the address over all accounts, and the
 * account from everywhere (a high ceiling): failures from one address never lock the owner out
 * from another. A device that logged in to this account before (its signed cookie) is exempt from
 * that ceiling, so strangers' failures never lock the owner out of it; its own failures are
 * counted instead, as tightly as one address's. A right password gives its counts back (but a
 * known device's login leaves the strangers' count as it is) and remembers the device. Any
 * session the browser already had is ended first: every login gets a new session id. With
 * two-factor on, a right password ends that session too and answers `two_factor_required`: the
 * new session comes with the second step.
 */
export async function login(
  deps: Deps,
  credentials: { email: string; password: string; email_code?: string | undefined },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LoginResponse> {
  const { db, auth, throttle, config } = deps;
  const window = config.throttle.windowSeconds;
  const accountKey = `login-account:${credentials.email}`;
  const pairKey = `login-account-address:${credentials.email}|${request.ip}`;
  const addressKey = `login-address:${request.ip}`;
  const deviceKey = await deviceCookieKeyOf(auth);
  let device = await knownDeviceOf(db, deviceKey, request, config, credentials.email);
  if (!device) {
    // Strangers' failures fill the account's ceiling: a new device gets in with the code mailed
    // to the account, checked before the password (decision 092).
    const gate = await newDeviceGate(deps, credentials, request, accountKey);
    if (gate === "code-required") return { email_code_required: true };
    device = gate;
  }
  // Right passwords are metered too (decision 089): each makes a session and costs a hash. Every
  // attempt counts against them before its password is checked, so a flood of right passwords is
  // refused before hashing; a wrong one gives them back below, since the failure keys count it.
  const successKeys = [`login-success-account:${credentials.email}`, `login-success-address:${request.ip}`];
  const admitted = await throttle.admit([
    // First: once a flood of right passwords has spent its budget, each further attempt is refused
    // after one count and its refund, not after counting and refunding every key before it.
    { key: successKeys[0]!, rule: { limit: config.throttle.maxSuccessesPerAccount, windowSeconds: window } },
    { key: successKeys[1]!, rule: { limit: config.throttle.maxSuccessesPerAddress, windowSeconds: window } },
    { key: pairKey, rule: { limit: config.throttle.maxFailuresPerAccountAndAddress, windowSeconds: window } },
    { key: addressKey, rule: { limit: config.throttle.maxFailuresPerAddress, windowSeconds: window } },
    device
      ? // A stolen device cookie gets no more guesses than one address has for one account.
        {
          key: `login-device:${device.id}`,
          rule: { limit: config.throttle.maxFailuresPerAccountAndAddress, windowSeconds: window },
        }
      : { key: accountKey, rule: { limit: config.throttle.maxFailuresPerAccount, windowSeconds: window } },
  ]);
  if (!admitted) throw tooMany();

  const headers = authHeaders(request);
  const response = await auth.api
    .signInEmail({
      body: { email: credentials.email, password: credentials.password, rememberMe: true },
      headers,
      asResponse: true,
    })
    .catch(async (error: unknown) => {
      // No password was checked (the hashing gate was full): no success to count.
      for (const key of successKeys) await throttle.refund(key);
      throw error;
    });
  if (!response.ok) {
    for (const key of successKeys) await throttle.refund(key);
    const code = await betterAuthErrorCode(response);
    if (code === "EMAIL_NOT_VERIFIED") {
      throw new AppError("EMAIL_NOT_VERIFIED", "Confirme seu email antes de fazer login.");
    }
    if (response.status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") {
      throw new AppError("INVALID_CREDENTIALS", "Email ou senha incorretos.");
    }
    if (response.status === 429) throw tooMany();
    throw new Error(`sign-in failed with status ${response.status} (${code ?? "no code"})`);
  }
  // The owner got in: this account's failures are forgiven; the address keeps its other failures.
  // From a known device the account-wide count was not used, and strangers' failures in it stay.
  if (device) await throttle.clear(`login-device:${device.id}`);
  else await throttle.clear(accountKey);
  await throttle.clear(pairKey);
  await throttle.refund(addressKey);
  // The session this browser had ends only now that the new one exists: a refused login (a wrong
  // password, a throttled attempt) leaves the person signed in as before.
  if (request.headers.cookie) {
    const previous = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
    if (previous) forwardCookies(previous.headers, reply);
  }
  forwardCookies(response.headers, reply);
  const body = (await response.json()) as SignInAnswer;
  // Two-factor is on: the password was right, but there is no session until the second step
  // (two-factor-login.ts), which also remembers the device.
  if ("twoFactorRedirect" in body) return { two_factor_required: true };
  // A browser this account never used mails the owner; every login remembers its browser.
  await afterLogin(deps, request, reply, body.user.id);
  const signedIn = await buildCurrentUser(db, body.user);
  return { user: signedIn, suggest_two_factor: twoFactorRecommendedFor(signedIn) };
}

/** better-auth's sign-in answer: the user, or (two-factor on) the demand for the second step. */
type SignInAnswer = { user: { id: string; email: string; name: string } } | { twoFactorRedirect: true };

/** The request's known device, when its cookie is valid and names the account of this e-mail. */
async function knownDeviceOf(db: Database, key: Buffer, request: FastifyRequest, config: Config, email: string) {
  const device = deviceFromRequest(key, request, config, new Date());
  if (!device) return null;
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return owner?.id === device.userId ? device : null;
}

/**
 * Ends the session on the server (the row is deleted) and clears the cookie; the session's open
 * realtime sockets, on any process, are closed at once.
 */
export async function logout(
  deps: Deps & {
    readSession: ReadSession;
    signals: Pick<SignalBus, "publish">;
  },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const ending = await deps.readSession(request, reply);
  const response = await deps.auth.api.signOut({ headers: authHeaders(request), asResponse: true });
  forwardCookies(response.headers, reply);
  if (ending) deps.signals.publish({ type: "sessions.ended", userId: ending.user.id });
}
