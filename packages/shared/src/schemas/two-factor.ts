import { z } from "zod";
import { currentUserSchema } from "./auth.ts";
import {
  RECOVERY_CODE_REQUIRED,
  TWO_FACTOR_CODE_REQUIRED,
  compactCode,
  isTotpCode,
  TWO_FACTOR_INVALID_RECOVERY_CODE,
} from "../two-factor.ts";

// Two-factor login with an authenticator app (docs/product/accounts.md#two-factor): a 6-digit
// code that changes every 30 s, or one of 10 single-use recovery codes.

export * from "../two-factor.ts";

export const totpCodeField = z
  .string({ error: TWO_FACTOR_CODE_REQUIRED })
  .transform(compactCode)
  .refine(isTotpCode, TWO_FACTOR_CODE_REQUIRED);

export const recoveryCodeField = z
  .string({ error: RECOVERY_CODE_REQUIRED })
  .max(64, TWO_FACTOR_INVALID_RECOVERY_CODE)
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, RECOVERY_CODE_REQUIRED);

/** The login's second step: the code of the app, or a recovery code when the phone is not at hand. */
export const twoFactorLoginInputSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("totp"), code: totpCodeField }),
  z.object({ kind: z.literal("recovery"), code: recoveryCodeField }),
]);
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginInputSchema>;

/** A login that ended signed in. */
export const signedInResponseSchema = z.object({
  user: currentUserSchema,
  /** Admins and verified legal users without two-factor are asked to turn it on at every login. */
  suggest_two_factor: z.boolean(),
});
export type SignedIn = z.infer<typeof signedInResponseSchema>;

/**
 * A login answer: signed in; or the password was right and the second step is due; or (a new
 * device while strangers' failures fill the account's ceiling, decision 092) the code mailed to
 * the account is needed before the password is even checked.
 */
export const loginResponseSchema = z.union([
  signedInResponseSchema,
  z.object({ two_factor_required: z.literal(true) }),
  z.object({ email_code_required: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const passwordInput = z
  .string({ error: "Informe sua senha." })
  .min(1, "Informe sua senha.")
  .max(128, "Senha incorreta.");

export const twoFactorPasswordInputSchema = z.object({ password: passwordInput });
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordInputSchema>;

export const twoFactorConfirmInputSchema = z.object({ code: totpCodeField });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** True for accounts the platform asks to use it: platform admins and verified legal users. */
  recommended: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The start of the set-up: what the authenticator app reads, and the recovery codes (shown once). */
export const twoFactorSetupSchema = z.object({
  /** otpauth:// address, the content of the QR code. */
  totp_uri: z.string(),
  /** The same secret in base32, for typing into the app when the camera cannot be used. */
  secret: z.string(),
  /** The QR code as an SVG data: address. */
  qr_code: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()), message: z.string() });
