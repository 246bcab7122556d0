import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth.ts";

// Passkeys (WebAuthn) in Minha Conta and at the login (docs/product/accounts.md#passkeys,
// docs/decisions/124-passkeys.md): added with the password and a name, listed, renamed, removed
// with the password; a login with one is a whole login, second step included.

export const PASSKEY_NAME_MAX_LENGTH = 60;
export const PASSKEY_NAME_REQUIRED = "Dê um nome à passkey (por exemplo, o aparelho em que ela fica).";
export const PASSKEY_NAME_TOO_LONG = `Use no máximo ${PASSKEY_NAME_MAX_LENGTH} caracteres.`;
/** Whatever part of the browser's WebAuthn answer is missing or malformed: the person can only try again. */
export const PASSKEY_RESPONSE_INVALID = "A resposta da passkey veio incompleta. Tente de novo.";
export const PASSKEY_PASSWORD_REQUIRED = "Informe sua senha atual.";
export const PASSKEY_WRONG_PASSWORD = "Senha atual incorreta.";

export const PASSKEY_ADDED = "Passkey adicionada.";
export const PASSKEY_RENAMED = "Passkey renomeada.";
export const PASSKEY_REMOVED = "Passkey removida.";
export const PASSKEY_NOT_FOUND = "Passkey não encontrada.";
export const PASSKEY_ALREADY_ADDED = "Esta passkey já está cadastrada.";
export const PASSKEY_CHALLENGE_EXPIRED = "O pedido da passkey expirou. Tente de novo.";
export const PASSKEY_NOT_VERIFIED =
  "A passkey não confirmou que é você (PIN, digital ou rosto do aparelho). Tente de novo e confirme no aparelho.";
export const PASSKEY_REGISTRATION_FAILED = "Não foi possível registrar a passkey. Tente de novo.";
export const PASSKEY_SESSION_NOT_FRESH = "Por segurança, saia e entre de novo antes de adicionar uma passkey.";
export const PASSKEY_UNKNOWN = "Esta passkey não está cadastrada no Alicerce. Entre com email e senha.";
export const PASSKEY_LOGIN_FAILED = "Não foi possível confirmar a passkey. Tente de novo.";

export const passkeyNameField = z
  .string({ error: PASSKEY_NAME_REQUIRED })
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, PASSKEY_NAME_REQUIRED)
  .refine((value) => value.length <= PASSKEY_NAME_MAX_LENGTH, PASSKEY_NAME_TOO_LONG)
  .refine((value) => !value.includes("\u0000"), PASSKEY_NAME_REQUIRED);

const passwordField = z
  .string({ error: PASSKEY_PASSWORD_REQUIRED })
  .min(1, PASSKEY_PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH, PASSKEY_WRONG_PASSWORD);

/** A base64url piece of the WebAuthn answer; 16 KB is far beyond any real authenticator's. */
const base64url = z
  .string({ error: PASSKEY_RESPONSE_INVALID })
  .min(1, PASSKEY_RESPONSE_INVALID)
  .max(16_384, PASSKEY_RESPONSE_INVALID)
  .regex(/^[A-Za-z0-9_-]+=*$/, PASSKEY_RESPONSE_INVALID);

const credentialBase = {
  id: base64url.max(1_024, PASSKEY_RESPONSE_INVALID),
  rawId: base64url.max(1_024, PASSKEY_RESPONSE_INVALID),
  type: z.literal("public-key", { error: PASSKEY_RESPONSE_INVALID }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"], { error: PASSKEY_RESPONSE_INVALID }).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown(), { error: PASSKEY_RESPONSE_INVALID }),
};

/** What `navigator.credentials.create()` answered, as @simplewebauthn/browser encodes it. */
export const passkeyRegistrationResponseSchema = z.object(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: base64url,
        attestationObject: base64url,
        authenticatorData: base64url.optional(),
        transports: z.array(z.string().max(32), { error: PASSKEY_RESPONSE_INVALID }).max(8).optional(),
        publicKeyAlgorithm: z.number({ error: PASSKEY_RESPONSE_INVALID }).int().optional(),
        publicKey: base64url.optional(),
      },
      { error: PASSKEY_RESPONSE_INVALID },
    ),
  },
  { error: PASSKEY_RESPONSE_INVALID },
);

/** What `navigator.credentials.get()` answered, as @simplewebauthn/browser encodes it. */
export const passkeyAuthenticationResponseSchema = z.object(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: base64url,
        authenticatorData: base64url,
        signature: base64url,
        userHandle: base64url.optional(),
      },
      { error: PASSKEY_RESPONSE_INVALID },
    ),
  },
  { error: PASSKEY_RESPONSE_INVALID },
);

/** Starting to add one: the password, so a borrowed session cannot add its own key to the account. */
export const passkeyOptionsInputSchema = z.object({ password: passwordField });
export type PasskeyOptionsInput = z.input<typeof passkeyOptionsInputSchema>;

export const addPasskeyInputSchema = z.object({
  name: passkeyNameField,
  response: passkeyRegistrationResponseSchema,
});
export type AddPasskeyInput = z.input<typeof addPasskeyInputSchema>;

export const renamePasskeyInputSchema = z.object({ name: passkeyNameField });
export type RenamePasskeyInput = z.input<typeof renamePasskeyInputSchema>;

export const removePasskeyInputSchema = z.object({ password: passwordField });
export type RemovePasskeyInput = z.input<typeof removePasskeyInputSchema>;

export const passkeyLoginInputSchema = z.object({ response: passkeyAuthenticationResponseSchema });
export type PasskeyLoginInput = z.input<typeof passkeyLoginInputSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** The last login with it; null until the first. */
  last_used_at: z.string().nullable(),
  /** Synced by the provider (iCloud Keychain, Google Password Manager…) rather than kept on one device. */
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/**
 * The WebAuthn options the browser hands to `navigator.credentials.create()` or `.get()`, as the
 * plugin (SimpleWebAuthn) makes them: passed through untouched.
 */
export const passkeyCeremonyOptionsSchema = z.record(z.string(), z.unknown());
