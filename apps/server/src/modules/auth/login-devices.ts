import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Auth } from "./better-auth.ts";
import { deviceCookieKey, deviceFromRequest, rememberDevice } from "./known-devices.ts";
import { sendSecurityEmailFor } from "./security-emails.ts";

const deviceKeys = new WeakMap<Auth, Promise<Buffer>>();
/** The device cookies' key, from the secret better-auth signs with (one per auth instance). */
export function deviceCookieKeyOf(auth: Auth): Promise<Buffer> {
  let key = deviceKeys.get(auth);
  if (!key) {
    key = auth.$context.then((context) => deviceCookieKey(context.secret));
    deviceKeys.set(auth, key);
  }
  return key;
}

type Deps = { config: Config; db: Database; auth: Auth };

/**
 * What follows every login that made a session (password alone, or its second step): a browser
 * that does not carry this account's device cookie (decision 040) is one the account never used,
 * and the owner gets the "Novo acesso" security e-mail (docs/decisions/125-security-emails.md);
 * then the browser is remembered for a year. Registration remembers its browser too, so the first
 * login there is not "new".
 */
export async function afterLogin(deps: Deps, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const key = await deviceCookieKeyOf(deps.auth);
  const now = new Date();
  const known = deviceFromRequest(key, request, deps.config, now);
  if (known?.userId !== userId) {
    await sendSecurityEmailFor(deps, request, { kind: "new_device_login", userId, at: now });
  }
  rememberDevice(key, reply, deps.config, userId, now);
}

/** A new account's browser is its first known device: no "Novo acesso" for the login that follows there. */
export async function rememberRegisteringDevice(deps: Deps, reply: FastifyReply, userId: string) {
  rememberDevice(await deviceCookieKeyOf(deps.auth), reply, deps.config, userId, new Date());
}
