import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins/two-factor";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { account, passkey, rateLimit, session, twoFactor, user, verification } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@alicerce/shared/schemas/auth";
import type { PasswordHasher } from "./password-policy.ts";
import { emailChangeEmail, passwordResetEmail, verificationEmail } from "./emails.ts";
import { afterNewPassword } from "./reset-links.ts";
import { EMAIL_LINK_SECONDS } from "./email-change.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { sessionCookieName } from "../../http/session.ts";
import { allowedOrigins } from "../../http/origin-guard.ts";
import { appRoutes } from "@alicerce/shared/routes";
import { RESET_LINK_MINUTES } from "@alicerce/shared/schemas/account";
import { RECOVERY_CODE_COUNT } from "@alicerce/shared/schemas/two-factor";
import { endSessionsPastCap } from "./account-sessions.ts";
import { limitHashing } from "./hashing-limiter.ts";
import { totpStepsUsedOnce } from "./totp-steps.ts";
import { alicercePasskeys } from "./passkey-plugin.ts";

/** How long the second step of a login may wait for its code. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 600;

/**
 * Cookie names and attributes. Behind https the session cookie is `__Host-` prefixed: Secure,
 * Path=/ and no Domain, so no subdomain or plain-http page can set or read it.
 */
function cookieOptions(config: Config) {
  if (!config.secureCookies) return { cookiePrefix: "alicerce", useSecureCookies: false };
  return {
    // The cookies better-auth names itself (the two-factor step's) get the same prefix.
    cookiePrefix: "__Host-alicerce",
    useSecureCookies: false,
    defaultCookieAttributes: { secure: true, sameSite: "lax" as const, path: "/" },
    cookies: {
      session_token: { name: sessionCookieName(config) },
      dont_remember: { name: "__Host-alicerce.dont_remember" },
    },
  };
}

/** How often a used session has its idle expiry pushed forward (at most daily). */
export const sessionUpdateAge = (config: Config) =>
  Math.min(24 * 3600, Math.floor(config.session.idleTimeoutSeconds / 2));

export function createAuth(deps: {
  config: Config;
  db: Database;
  secret: string;
  passwords: PasswordHasher;
  /** Told when a reset ended every session of an account, so their sockets close at once. */
  signals: Pick<SignalBus, "publish">;
}) {
  const { config, db } = deps;
  const passwords = limitHashing(deps.passwords, config.passwordHashing);
  const totpSteps = totpStepsUsedOnce(db);
  return betterAuth({
    appName: "Alicerce",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: [...allowedOrigins(config)],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, twoFactor, passkey },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      password: { hash: passwords.hash, verify: passwords.verify },
      // "Esqueci minha senha" (docs/product/accounts.md#password-reset): a single-use token kept in
      // the verifications table; the link opens our own page, which posts the new password.
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // The link used is spent; any other link still in a mailbox ends with it, and the sessions
      // ended by the reset lose their realtime sockets now rather than at the next heartbeat.
      onPasswordReset: ({ user: u }) => afterNewPassword(deps, u.id),
      async sendResetPassword({ user: u, token }) {
        const url = `${config.publicUrl}${appRoutes.resetPassword}?token=${encodeURIComponent(token)}`;
        await enqueueMail(db, passwordResetEmail({ to: u.email, name: u.name, url, minutes: RESET_LINK_MINUTES }));
      },
    },
    // A new e-mail is used only after the link mailed to it is opened (docs/product/account-and-notifications.md#settings).
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      // The link leaves with every registration, required or not, so a new account can confirm
      // its e-mail (needed to invite people and to sign) without looking for how (decision 121).
      sendOnSignUp: true,
      sendOnSignIn: config.requireEmailVerification,
      // Opening the link confirms the e-mail and signs nobody in: whoever reads the mailbox (or a
      // log holding the link) must not get a session without the password and the second step
      // (decision 090). routes.ts sends the person to the login with a notice.
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_LINK_SECONDS,
      // better-auth calls this after creating the account; queuing keeps a mail outage from
      // failing the sign-up, and the worker sends the link with retries.
      // An e-mail change arrives here too, with the new address in place of the account's one.
      async sendVerificationEmail({ user: u, url }) {
        const [stored] = await db.select({ email: user.email }).from(user).where(eq(user.id, u.id)).limit(1);
        const changing = stored !== undefined && stored.email !== u.email;
        const message = changing ? emailChangeEmail : verificationEmail;
        await enqueueMail(db, message({ to: u.email, name: u.name, url }));
      },
    },
    databaseHooks: {
      session: {
        create: {
          // However many logins succeed, an account keeps its newest sessions only; those ended
          // lose their realtime sockets at once, like any ended session (decision 089).
          async after(created) {
            const ended = await endSessionsPastCap(db, created.userId, config.session.maxPerAccount);
            if (ended > 0) deps.signals.publish({ type: "sessions.ended", userId: created.userId });
          },
        },
      },
    },
    // A TOTP code's time step is accepted once per account (decision 090).
    hooks: { before: totpSteps.before, after: totpSteps.after },
    session: {
      // Sliding expiry: a session unused for the idle timeout ends; use extends it at most daily.
      expiresIn: config.session.idleTimeoutSeconds,
      updateAge: sessionUpdateAge(config),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
    },
    advanced: {
      ...cookieOptions(config),
      database: { generateId: () => randomUUID() },
      // Our routes put the real client address (Fastify's request.ip, proxy-aware when
      // TRUST_PROXY is on) in this header, replacing whatever the client sent.
      ipAddress: { ipAddressHeaders: ["x-alicerce-client-ip"] },
    },
    plugins: [
      // Two-factor login (docs/product/accounts.md#two-factor): the app's 6-digit code or one of
      // 10 single-use recovery codes, stored encrypted. A login with a right password gets a
      // 10-minute challenge cookie instead of a session; 5 wrong codes end the challenge and 10 in
      // a row lock the second step for 15 minutes. No "trust this device": every login asks.
      twoFactorPlugin({
        issuer: "Alicerce",
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10 },
        accountLockout: { maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // Passkeys (docs/product/accounts.md#passkeys): added in Minha Conta, a whole login by themselves.
      alicercePasskeys(config, db),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// The app's services name better-auth's type here, where it is configured: app-deps.ts, in the
// kernel, imports no module (decision 097).
declare module "../../app-deps.ts" {
  interface AppDeps {
    /** better-auth's API (sign-in, passwords, two-factor) for the auth and account routes. */
    auth: Auth;
  }
}
