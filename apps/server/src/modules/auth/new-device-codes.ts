import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import { EMAIL_CODE_INVALID, EMAIL_CODE_LENGTH } from "@alicerce/shared/schemas/auth";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { throttleCounters, user, verification } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { Throttle } from "../../throttle/index.ts";
import type { Auth } from "./better-auth.ts";
import type { KnownDevice } from "./known-devices.ts";

/**
 * A login from a new device while strangers' failures fill the account's ceiling
 * (docs/decisions/092-new-device-login-by-mailed-code.md). Without a known device's cookie the
 * ceiling used to refuse the owner too; now the login asks for a code mailed to the account's
 * address instead, and checks the password only once the code is right. Whoever lacks the mailbox
 * never gets a password checked past the ceiling, so the ceiling still caps guessing.
 */

/** How long a mailed code works. */
export const EMAIL_CODE_MINUTES = 10;
/** Tries one code allows, right or wrong, before it is spent: a right code buys one password check. */
export const EMAIL_CODE_TRIES = 5;
/** Codes mailed to one account an hour: the mailbox is not for strangers to fill. */
export const EMAIL_CODE_MAILS_PER_HOUR = 3;

type Deps = { config: Config; db: Database; auth: Auth; throttle: Throttle };

const identifierOf = (userId: string) => `login-code:${userId}`;

const keys = new WeakMap<Auth, Promise<Buffer>>();
/** The key codes are hashed with: the server's secret, derived for this use alone; a copy of the table alone cannot test codes. */
function codeKeyOf(auth: Auth): Promise<Buffer> {
  let key = keys.get(auth);
  if (!key) {
    key = auth.$context.then((context) =>
      createHmac("sha256", context.secret).update("alicerce/login-code/v1").digest(),
    );
    keys.set(auth, key);
  }
  return key;
}

const codeHash = (key: Buffer, userId: string, code: string) =>
  createHmac("sha256", key).update(`${userId}:${code}`).digest("base64url");

function sameHash(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function newDeviceCodeEmail(input: { to: string; name: string; code: string }): MailMessage {
  return {
    to: input.to,
    subject: "Seu código para entrar no Alicerce",
    text: [
      `Olá, ${input.name}!`,
      "",
      `Seu código para entrar no Alicerce é ${input.code}. Ele vale por ${EMAIL_CODE_MINUTES} minutos e uma única vez.`,
      "",
      "Pedimos o código porque houve muitas tentativas de senha erradas na sua conta, e este aparelho ainda não é conhecido. Quem tentou não recebe este email: sem o código, a senha nem chega a ser conferida.",
      "",
      "Se não foi você que tentou entrar agora, ignore este email. Se a sua senha é usada em outro site, troque-a em Minha Conta e ative a verificação em duas etapas.",
    ].join("\n"),
    kind: "account",
  };
}

/** Whether strangers' failures fill the account's ceiling now: the next login without a known device would be refused. */
async function ceilingReached(db: Database, accountKey: string, config: Config): Promise<boolean> {
  const [row] = await db
    .select({ hits: throttleCounters.hits })
    .from(throttleCounters)
    .where(
      and(
        eq(throttleCounters.key, accountKey),
        sql`${throttleCounters.windowStartedAt} + make_interval(secs => ${config.throttle.windowSeconds}) >= now()`,
      ),
    )
    .limit(1);
  return (row?.hits ?? 0) >= config.throttle.maxFailuresPerAccount;
}

/** Mails a code unless one is still live (the first keeps working) or the account's mails are spent. */
async function offerCode(deps: Deps, account: { id: string; email: string; name: string }) {
  const { db, throttle } = deps;
  const [live] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(account.id)), gt(verification.expiresAt, new Date())))
    .limit(1);
  if (live) return;
  const mayMail = await throttle.admit([
    { key: `login-code-mail:${account.id}`, rule: { limit: EMAIL_CODE_MAILS_PER_HOUR, windowSeconds: 3600 } },
  ]);
  if (!mayMail) return;
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, "0");
  const hash = codeHash(await codeKeyOf(deps.auth), account.id, code);
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifierOf(account.id)));
    await tx.insert(verification).values({
      identifier: identifierOf(account.id),
      value: hash,
      expiresAt: new Date(Date.now() + EMAIL_CODE_MINUTES * 60_000),
    });
    await enqueueMail(tx, newDeviceCodeEmail({ to: account.email, name: account.name, code }));
  });
}

const invalidCode = () => new AppError("VALIDATION_ERROR", EMAIL_CODE_INVALID, { email_code: [EMAIL_CODE_INVALID] });

/**
 * Spends a try of the account's live code; the code itself is spent when right (single use) or
 * when its tries are. Returns whether it was right.
 */
async function spendCode(deps: Deps, userId: string, code: string): Promise<boolean> {
  const { db, throttle } = deps;
  const [live] = await db
    .select({ id: verification.id, hash: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(userId)), gt(verification.expiresAt, new Date())))
    .limit(1);
  if (!live) return false;
  // Counted atomically, so tries sent at once cannot exceed the few a code allows.
  const admitted = await throttle.admit([
    { key: `login-code-tries:${live.id}`, rule: { limit: EMAIL_CODE_TRIES, windowSeconds: EMAIL_CODE_MINUTES * 60 } },
  ]);
  const right = admitted && sameHash(codeHash(await codeKeyOf(deps.auth), userId, code), live.hash);
  if (right || !admitted) {
    // Deleted by id, returning it: of two right tries at once only one finds the row still there.
    const spent = await db.delete(verification).where(eq(verification.id, live.id)).returning({ id: verification.id });
    return right && spent.length > 0;
  }
  return false;
}

/**
 * The gate before a login's password check. Nothing to do (null) when the account's ceiling is not
 * full; otherwise "code-required" (a code is mailed to the account if it has none live), or, when
 * the right code came with the login, the one-login exemption it buys: the login proceeds like one
 * from a known device, with its own failure count, and becomes a known device if the password is
 * right. A wrong code is refused before any password is checked. Every code tried counts against the
 * address, like a failed login, so the gate cannot be used to try codes in bulk; asking for a code
 * checks nothing and mails at most a few an hour, so it is not counted.
 */
export async function newDeviceGate(
  deps: Deps,
  credentials: { email: string; email_code?: string | undefined },
  request: FastifyRequest,
  accountKey: string,
): Promise<null | "code-required" | KnownDevice> {
  const { db, throttle, config } = deps;
  if (!(await ceilingReached(db, accountKey, config))) return null;
  const [account] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.email, credentials.email))
    .limit(1);
  if (credentials.email_code === undefined) {
    // The same answer whether the e-mail has an account or the password is right: neither is checked.
    if (account) await offerCode(deps, account);
    return "code-required";
  }
  const addressKey = `login-address:${request.ip}`;
  const admitted = await throttle.admit([
    {
      key: addressKey,
      rule: { limit: config.throttle.maxFailuresPerAddress, windowSeconds: config.throttle.windowSeconds },
    },
  ]);
  if (!admitted) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
  if (!account || !(await spendCode(deps, account.id, credentials.email_code))) throw invalidCode();
  // The password check that follows counts against the address itself.
  await throttle.refund(addressKey);
  const issuedAt = Math.floor(Date.now() / 1000);
  return { userId: account.id, issuedAt, id: `mailed-code:${account.id}.${issuedAt}` };
}
