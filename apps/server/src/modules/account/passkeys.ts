import { and, asc, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  PASSKEY_ADDED,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_REGISTRATION_FAILED,
  PASSKEY_REMOVED,
  PASSKEY_RENAMED,
  PASSKEY_SESSION_NOT_FRESH,
  type AddPasskeyInput,
  type Passkey,
} from "@alicerce/shared/schemas/passkeys";
import type { AppDeps } from "../../app-deps.ts";
import { passkey } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import {
  admitCurrentPasswordCheck,
  authHeaders,
  betterAuthErrorCode,
  checkAccountPassword,
  forgiveCurrentPasswordChecks,
  forwardCookies,
  PASSKEY_REFUSALS,
  securityEventOrigin,
  sendSecurityEmail,
  wrongCurrentPassword,
} from "../auth/index.ts";

type Deps = Pick<AppDeps, "auth" | "throttle" | "config" | "db">;

// "Passkeys" in Minha Conta → Configurações (docs/product/accounts.md#passkeys): better-auth's
// passkey plugin keeps them (docs/decisions/124-passkeys.md); these calls put our password budget,
// our checks of ownership, our messages and the security e-mails around it.

const notFound = () => new AppError("NOT_FOUND", PASSKEY_NOT_FOUND);

/** The account's passkeys, oldest first, as Minha Conta lists them. */
export async function listPasskeys(deps: Pick<Deps, "db">, viewer: CurrentUser): Promise<{ items: Passkey[] }> {
  const rows = await deps.db
    .select({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
      backedUp: passkey.backedUp,
    })
    .from(passkey)
    .where(eq(passkey.userId, viewer.id))
    .orderBy(asc(passkey.createdAt), asc(passkey.id));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name ?? "Passkey",
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
      backed_up: row.backedUp,
    })),
  };
}

/** The account's own passkey, or 404 whether it belongs to someone else or to nobody. */
async function ownPasskey(deps: Pick<Deps, "db">, viewer: CurrentUser, id: string) {
  const [row] = await deps.db
    .select({ id: passkey.id, name: passkey.name })
    .from(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, viewer.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The current password, counted against the account's budget (shared with the password change and two-factor). */
async function requirePassword(deps: Deps, viewer: CurrentUser, password: string) {
  await admitCurrentPasswordCheck(deps, viewer.id);
  if (!(await checkAccountPassword(deps.db, viewer.id, password))) throw wrongCurrentPassword("password");
  await forgiveCurrentPasswordChecks(deps, viewer.id);
}

/** How the plugin's refusals of a registration read to the person. */
function registrationRefusal(code: string | undefined, status: number): AppError | Error {
  switch (code) {
    case "SESSION_NOT_FRESH":
      return new AppError("FORBIDDEN", PASSKEY_SESSION_NOT_FRESH);
    case "CHALLENGE_NOT_FOUND":
      return new AppError("VALIDATION_ERROR", PASSKEY_CHALLENGE_EXPIRED);
    case PASSKEY_REFUSALS.notVerified:
      return new AppError("VALIDATION_ERROR", PASSKEY_NOT_VERIFIED);
    case "YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY":
      return new AppError("FORBIDDEN", PASSKEY_CHALLENGE_EXPIRED);
    case "FAILED_TO_VERIFY_REGISTRATION":
      return new AppError("VALIDATION_ERROR", PASSKEY_REGISTRATION_FAILED);
    default:
      return new Error(`passkey registration failed with status ${status} (${code ?? "no code"})`);
  }
}

/**
 * Step 1 of adding one: after the password, the WebAuthn options for `navigator.credentials.create()`,
 * and the plugin's signed challenge cookie (5 minutes) binding step 2 to this account. The plugin
 * itself also wants a session made in the last day (better-auth's "fresh" session).
 */
export async function startPasskeyRegistration(
  deps: Deps,
  viewer: CurrentUser,
  password: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Record<string, unknown>> {
  await requirePassword(deps, viewer, password);
  const response = await deps.auth.api.generatePasskeyRegistrationOptions({
    headers: authHeaders(request),
    asResponse: true,
  });
  if (!response.ok) throw registrationRefusal(await betterAuthErrorCode(response), response.status);
  forwardCookies(response.headers, reply);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Step 2: the authenticator's answer, checked by the plugin against the challenge of step 1 (made
 * for this account, used once). The passkey is stored with its name and the owner is mailed.
 */
export async function addPasskey(
  deps: Deps,
  viewer: CurrentUser,
  input: { name: string; response: AddPasskeyInput["response"] },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ message: string; passkey: Passkey }> {
  // The browser refuses an authenticator already listed (excludeCredentials); a key already in
  // another account, or sent by hand, is refused here with a sentence rather than the unique index.
  const [taken] = await deps.db
    .select({ id: passkey.id })
    .from(passkey)
    .where(eq(passkey.credentialID, input.response.id))
    .limit(1);
  if (taken) throw conflict(PASSKEY_ALREADY_ADDED);
  const response = await deps.auth.api.verifyPasskeyRegistration({
    body: { response: input.response, name: input.name },
    headers: authHeaders(request),
    asResponse: true,
  });
  forwardCookies(response.headers, reply);
  if (!response.ok) throw registrationRefusal(await betterAuthErrorCode(response), response.status);
  const created = (await response.json()) as { id: string };
  await sendSecurityEmail(
    deps.db,
    { kind: "passkey_added", userId: viewer.id, origin: securityEventOrigin(request), passkeyName: input.name },
    { publicUrl: deps.config.publicUrl, log: request.log },
  );
  const { items } = await listPasskeys(deps, viewer);
  const added = items.find((item) => item.id === created.id);
  if (!added) throw new Error("the passkey just added is not in the account's list");
  return { message: PASSKEY_ADDED, passkey: added };
}

export async function renamePasskey(
  deps: Deps,
  viewer: CurrentUser,
  id: string,
  name: string,
  request: FastifyRequest,
) {
  await ownPasskey(deps, viewer, id);
  const response = await deps.auth.api.updatePasskey({
    body: { id, name },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (!response.ok) {
    const code = await betterAuthErrorCode(response);
    if (code === "PASSKEY_NOT_FOUND") throw notFound();
    throw new Error(`passkey rename failed with status ${response.status} (${code ?? "no code"})`);
  }
  return { message: PASSKEY_RENAMED };
}

/** Removing one takes the password: a borrowed session cannot take away the owner's way in, nor hide its own key's traces. */
export async function removePasskey(
  deps: Deps,
  viewer: CurrentUser,
  id: string,
  password: string,
  request: FastifyRequest,
) {
  const row = await ownPasskey(deps, viewer, id);
  await requirePassword(deps, viewer, password);
  const response = await deps.auth.api.deletePasskey({
    body: { id },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (!response.ok) {
    const code = await betterAuthErrorCode(response);
    if (code === "PASSKEY_NOT_FOUND") throw notFound();
    throw new Error(`passkey removal failed with status ${response.status} (${code ?? "no code"})`);
  }
  await sendSecurityEmail(
    deps.db,
    { kind: "passkey_removed", userId: viewer.id, origin: securityEventOrigin(request), passkeyName: row.name },
    { publicUrl: deps.config.publicUrl, log: request.log },
  );
  return { message: PASSKEY_REMOVED };
}
