import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { ApiRequestError } from "./api-client";

// The browser's part of a passkey (WebAuthn) ceremony: the server's options go to the device,
// which asks for its PIN, fingerprint or face, and its answer goes back. @simplewebauthn/browser is
// loaded on use only: /login has no room for it in its first load (decision 056), and Minha Conta
// needs it only when a passkey is added (docs/decisions/124-passkeys.md).

const loadBrowserSide = () => import("@simplewebauthn/browser");

export const PASSKEY_UNSUPPORTED = "Este navegador não aceita passkeys. Atualize-o ou use outro navegador.";
export const PASSKEY_CANCELLED = "A passkey não foi usada: o pedido foi cancelado ou o tempo acabou. Tente de novo.";
export const PASSKEY_ALREADY_ON_DEVICE = "Este aparelho já guarda uma passkey desta conta.";
export const PASSKEY_DEVICE_FAILED = "Não foi possível usar a passkey neste aparelho. Tente de novo.";

/** A failure on the device's side, said in pt-BR like a server's refusal (status 0: no request failed). */
export class PasskeyDeviceError extends ApiRequestError {
  constructor(message: string) {
    super(0, "VALIDATION_ERROR", message);
  }
}

function deviceFailure(error: unknown): PasskeyDeviceError {
  // @simplewebauthn/browser's WebAuthnError carries a code; the DOMException's name is the fallback.
  const code = (error as { code?: unknown } | null)?.code;
  const name = error instanceof Error ? error.name : "";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") {
    return new PasskeyDeviceError(PASSKEY_ALREADY_ON_DEVICE);
  }
  if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError") {
    return new PasskeyDeviceError(PASSKEY_CANCELLED);
  }
  return new PasskeyDeviceError(PASSKEY_DEVICE_FAILED);
}

/** Refuses at once in a browser without WebAuthn, before the password is checked or a challenge made. */
export async function ensurePasskeySupport() {
  const { browserSupportsWebAuthn } = await loadBrowserSide();
  if (!browserSupportsWebAuthn()) throw new PasskeyDeviceError(PASSKEY_UNSUPPORTED);
}

/** navigator.credentials.create() with the server's options: the new passkey's public part. */
export async function createPasskeyCredential(options: Record<string, unknown>) {
  const { browserSupportsWebAuthn, startRegistration } = await loadBrowserSide();
  if (!browserSupportsWebAuthn()) throw new PasskeyDeviceError(PASSKEY_UNSUPPORTED);
  try {
    const answer = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
  } catch (error) {
    throw deviceFailure(error);
  }
}

/** navigator.credentials.get() with the server's options: the device's signature of the challenge. */
export async function getPasskeyAssertion(options: Record<string, unknown>) {
  const { browserSupportsWebAuthn, startAuthentication } = await loadBrowserSide();
  if (!browserSupportsWebAuthn()) throw new PasskeyDeviceError(PASSKEY_UNSUPPORTED);
  try {
    const answer = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
  } catch (error) {
    throw deviceFailure(error);
  }
}
