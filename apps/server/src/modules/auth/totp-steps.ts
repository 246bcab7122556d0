import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { TWO_FACTOR_CODE_USED, TWO_FACTOR_DIGITS } from "@alicerce/shared/schemas/two-factor";
import type { Database } from "../../db/client.ts";
import { twoFactor } from "../../db/schema/index.ts";

// Each TOTP code works once per account (RFC 6238, section 5.2; decision 090). better-auth's plugin
// accepts any code of the step before, the current one or the one after, however often: the same
// code completed two logins. Before its check runs, the step the code belongs to is claimed for the
// account by one compare-and-set on `two_factors.last_used_totp_step`, so a code of that step or an
// earlier one is refused, across every server process sharing the database.

/** The time step, as the plugin and authenticator apps count it (30 s since the Unix epoch). */
export const TOTP_PERIOD_MS = 30_000;
/** Steps either side of the current one the plugin accepts (its default window). */
const ACCEPTED_STEPS_AROUND_NOW = 1;

/** The refusal the login's second step and the setup's confirmation turn into their pt-BR answer. */
export const TOTP_CODE_USED = "TOTP_CODE_ALREADY_USED";

/**
 * The HOTP value (RFC 4226) of `step`, keyed as better-auth keys it: the decrypted secret's UTF-8
 * bytes (the authenticator app receives them base32-encoded).
 */
export function hotp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", Buffer.from(secret, "utf8")).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TWO_FACTOR_DIGITS).padStart(TWO_FACTOR_DIGITS, "0");
}

/** The step around `nowMs` whose code is `code`, or null (a wrong code: the plugin counts it as such). */
export function stepOfCode(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d+$/.test(code) || code.length !== TWO_FACTOR_DIGITS) return null;
  const given = Buffer.from(code);
  const current = Math.floor(nowMs / TOTP_PERIOD_MS);
  let matched: number | null = null;
  // Every step is compared, in constant time, whichever matches: the timing says nothing of which.
  for (let step = current - ACCEPTED_STEPS_AROUND_NOW; step <= current + ACCEPTED_STEPS_AROUND_NOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), given)) matched ??= step;
  }
  return matched;
}

/** A claimed step and the one it replaced, so a code the plugin then refuses can give it back. */
type Claim = { userId: string; step: number; previous: number | null };

/**
 * Records `step` as the account's last accepted one, unless it is not later than the last; answers
 * the claim, or null when the step (or a later one) was used already. The row is locked while it is
 * read and written, so two requests with the same code cannot both win, on any process.
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ last: twoFactor.lastUsedTotpStep })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId))
      .for("update");
    if (!row || (row.last !== null && row.last >= step)) return null;
    await tx.update(twoFactor).set({ lastUsedTotpStep: step }).where(eq(twoFactor.userId, userId));
    return { userId, step, previous: row.last };
  });
}

/**
 * Gives a claimed step back when the plugin refused the code anyway (a locked account, a challenge
 * ended by wrong codes): a refused request leaves the account as it was. Only if no later step was
 * claimed meanwhile, so no used step is ever opened again.
 */
async function releaseTotpStep(db: Database, claim: Claim): Promise<void> {
  await db
    .update(twoFactor)
    .set({ lastUsedTotpStep: claim.previous })
    .where(and(eq(twoFactor.userId, claim.userId), eq(twoFactor.lastUsedTotpStep, claim.step)));
}

/** The claim each verification made, until its answer is known (one entry per endpoint call). */
const claims = new WeakMap<object, Claim>();

/**
 * better-auth's hooks around `/two-factor/verify-totp` (the login's second step and the setup's
 * confirmation, the only places a TOTP code is accepted). Before it: finds whose code it is the way
 * the plugin does (the session, else the login challenge's signed cookie), claims the code's step,
 * and refuses a right code whose step was used already. After it: gives the step back if the
 * plugin refused anyway. Anything it cannot resolve (no challenge, no secret, a wrong code) is left
 * to the plugin, which refuses it with its own answer and counts.
 */
export function totpStepsUsedOnce(db: Database) {
  const before = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/two-factor/verify-totp") return;
    const code: unknown = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string") return;
    const userId = await totpUserOf(ctx);
    if (!userId) return;
    const [row] = await db
      .select({ secret: twoFactor.secret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId))
      .limit(1);
    if (!row) return;
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
    const step = stepOfCode(secret, code, Date.now());
    if (step === null) return;
    const claim = await claimTotpStep(db, userId, step);
    if (claim) {
      // The endpoint's call context is the same object for its before and after hooks.
      claims.set(ctx.context, claim);
      return;
    }
    // Answered in the shape of the plugin's own refusals (an error thrown here would escape
    // `asResponse` as an exception), so the callers read it like any other.
    return Response.json({ code: TOTP_CODE_USED, message: TWO_FACTOR_CODE_USED }, { status: 400 });
  });
  const after = createAuthMiddleware(async (ctx) => {
    const claim = claims.get(ctx.context);
    if (!claim) return;
    claims.delete(ctx.context);
    if (isAPIError(ctx.context.returned)) await releaseTotpStep(db, claim);
  });
  return { before, after };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a TOTP code is checked for: the signed-in one, else the one the login challenge names. */
async function totpUserOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (session) return session.user.id;
  const challengeCookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(challengeCookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}
