import { eq } from "drizzle-orm";
import { passkey as passkeyPlugin } from "@better-auth/passkey";
import { APIError } from "better-auth/api";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { passkey, user } from "../../db/schema/index.ts";
import { allowedOrigins } from "../../http/origin-guard.ts";

/** How long a WebAuthn challenge (and its cookie) waits for the authenticator: the plugin's 5 minutes. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

/** Codes our refusals carry out of the plugin, read by passkey-login.ts and the account's routes. */
export const PASSKEY_REFUSALS = {
  notVerified: "PASSKEY_USER_NOT_VERIFIED",
  accountClosed: "PASSKEY_ACCOUNT_CLOSED",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
} as const;

const refuse = (code: string) => APIError.from("FORBIDDEN", { code, message: code });

/**
 * The relying party is the public URL's host: a passkey made on alicerce.com.br works on that host
 * only, and the browser signs the origin it was used on, which must be ours (docs/deploying.md):
 * the public URL's origin and, on plain http, the same host's other local origins.
 */
export function relyingParty(config: Config) {
  const rpID = new URL(config.publicUrl).hostname;
  const origins = [...allowedOrigins(config)].filter((origin) => new URL(origin).hostname === rpID);
  return { rpID, origins };
}

/**
 * better-auth's passkey plugin as Alicerce uses it (docs/decisions/124-passkeys.md). Its HTTP
 * endpoints are never reached directly (routes.ts answers 404 for them): our routes call it through
 * `auth.api` with our password checks, throttles and pt-BR answers around it.
 *
 * A passkey must verify its user (the device's PIN, fingerprint or face): a passkey login skips the
 * password and the code, so the authenticator has to give both factors itself, something held and
 * something known or been. Registration asks for it too, so every stored passkey can log in.
 */
export function alicercePasskeys(config: Config, db: Database) {
  const { rpID, origins } = relyingParty(config);
  return passkeyPlugin({
    rpID,
    rpName: "Alicerce",
    origin: origins,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    advanced: { webAuthnChallengeCookie: "passkey_challenge" },
    registration: {
      // The default, said out loud: only a signed-in person adds a passkey, to their own account.
      requireSession: true,
      afterVerification({ verification }) {
        if (!verification.registrationInfo?.userVerified) throw refuse(PASSKEY_REFUSALS.notVerified);
      },
    },
    authentication: {
      // Runs after the signature checks out and before the session is made: what a password login
      // refuses (an account deleted, an e-mail not confirmed when that is required), this refuses too.
      async afterVerification({ verification, clientData }) {
        if (!verification.authenticationInfo.userVerified) throw refuse(PASSKEY_REFUSALS.notVerified);
        const [owner] = await db
          .select({ deletedAt: user.deletedAt, emailVerified: user.emailVerified })
          .from(passkey)
          .innerJoin(user, eq(user.id, passkey.userId))
          .where(eq(passkey.credentialID, clientData.id))
          .limit(1);
        if (!owner || owner.deletedAt !== null) throw refuse(PASSKEY_REFUSALS.accountClosed);
        if (config.requireEmailVerification && !owner.emailVerified) throw refuse(PASSKEY_REFUSALS.emailNotVerified);
      },
    },
  });
}
