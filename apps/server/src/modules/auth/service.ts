import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Throttle } from "../throttle/index.ts";
import type { Auth } from "./better-auth.ts";
import { buildCurrentUser } from "./current-user.ts";
import { passwordWeaknesses } from "./password-policy.ts";
import { authHeaders, forwardCookies } from "./request-headers.ts";

type Deps = { config: Config; db: Database; auth: Auth; throttle: Throttle };

export type RegisterData = {
  name: string;
  cpf: string;
  email: string;
  phone: string | null;
  password: string;
  type: CurrentUser["type"];
};

const tooMany = () => new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);

/** better-auth answers errors as JSON `{code, message}`; this reads the code safely. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: string };
    return body.code;
  } catch {
    return undefined;
  }
}

/**
 * Creates the account and its profile. better-auth owns the user, account and session rows, so
 * the profile is written right after; if that fails (a CPF taken by a concurrent sign-up) the
 * new user is deleted again, leaving nothing half-made.
 */
export async function register(
  deps: Deps,
  data: RegisterData,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: CurrentUser; verificationRequired: boolean }> {
  const { db, auth, throttle, config } = deps;
  const addressKey = `register-address:${request.ip}`;
  if (await throttle.isBlocked([addressKey])) throw tooMany();

  const reasons = passwordWeaknesses(data.password, { email: data.email, name: data.name });
  if (reasons.length > 0) {
    throw new AppError("WEAK_PASSWORD", `Senha fraca: ${reasons.join(" ")}`, { password: reasons });
  }
  const [cpfOwner] = await db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.cpf, data.cpf)).limit(1);
  if (cpfOwner) throw cpfTaken();
  const [emailOwner] = await db.select({ id: user.id }).from(user).where(eq(user.email, data.email)).limit(1);
  if (emailOwner) throw emailTaken();

  const response = await auth.api.signUpEmail({
    body: { name: data.name, email: data.email, password: data.password, callbackURL: "/dashboard" },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (!response.ok) {
    const code = await errorCodeOf(response);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      throw emailTaken();
    }
    // A simultaneous sign-up with the same e-mail (a double-submitted form) can pass the check
    // above and win the insert; better-auth then only reports FAILED_TO_CREATE_USER.
    if (code === "FAILED_TO_CREATE_USER") {
      const [winner] = await db.select({ id: user.id }).from(user).where(eq(user.email, data.email)).limit(1);
      if (winner) throw emailTaken();
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

  try {
    await db.insert(profiles).values({
      userId: body.user.id,
      name: data.name,
      type: data.type,
      cpf: data.cpf,
      phone: data.phone,
    });
  } catch (err) {
    await db.delete(user).where(eq(user.id, body.user.id));
    if (isUniqueViolation(err)) throw cpfTaken();
    throw err;
  }
  await throttle.hit(addressKey, {
    limit: config.throttle.registrationsPerAddressPerHour,
    windowSeconds: 3600,
  });

  forwardCookies(response.headers, reply);
  return {
    user: await buildCurrentUser(db, body.user),
    verificationRequired: config.requireEmailVerification,
  };
}

const emailTaken = () =>
  new AppError("EMAIL_TAKEN", "Este email já está cadastrado. Tente fazer login.", {
    email: ["Este email já está cadastrado. Tente fazer login."],
  });
const cpfTaken = () =>
  new AppError("CPF_TAKEN", "Este CPF já está cadastrado. Tente fazer login.", {
    cpf: ["Este CPF já está cadastrado. Tente fazer login."],
  });

/**
 * Password login with throttling per account and per client address. A blocked attempt is
 * refused before the password is checked, so guessing costs the attacker without costing us
 * an argon2 hash. Any session the browser already had is ended first: every login gets a new
 * session id.
 */
export async function login(
  deps: Deps,
  credentials: { email: string; password: string },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CurrentUser> {
  const { db, auth, throttle, config } = deps;
  const accountKey = `login-account:${credentials.email}`;
  const addressKey = `login-address:${request.ip}`;
  if (await throttle.isBlocked([accountKey, addressKey])) throw tooMany();

  const headers = authHeaders(request);
  if (request.headers.cookie) {
    const previous = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
    if (previous) forwardCookies(previous.headers, reply);
  }

  const response = await auth.api.signInEmail({
    body: { email: credentials.email, password: credentials.password, rememberMe: true },
    headers,
    asResponse: true,
  });
  if (!response.ok) {
    const code = await errorCodeOf(response);
    if (code === "EMAIL_NOT_VERIFIED") {
      throw new AppError("EMAIL_NOT_VERIFIED", "Confirme seu email antes de fazer login.");
    }
    if (response.status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") {
      const window = config.throttle.windowSeconds;
      await throttle.hit(accountKey, { limit: config.throttle.maxFailuresPerAccount, windowSeconds: window });
      await throttle.hit(addressKey, { limit: config.throttle.maxFailuresPerAddress, windowSeconds: window });
      throw new AppError("INVALID_CREDENTIALS", "Email ou senha incorretos.");
    }
    if (response.status === 429) throw tooMany();
    throw new Error(`sign-in failed with status ${response.status} (${code ?? "no code"})`);
  }
  await throttle.clear(accountKey);
  const body = (await response.json()) as { user: { id: string; email: string; name: string } };
  forwardCookies(response.headers, reply);
  return buildCurrentUser(db, body.user);
}

/** Ends the session on the server (the row is deleted) and clears the cookie. */
export async function logout(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const response = await deps.auth.api.signOut({ headers: authHeaders(request), asResponse: true });
  forwardCookies(response.headers, reply);
}
