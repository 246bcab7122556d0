import type { SignedIn } from "@alicerce/shared/schemas/two-factor";
import { lightCall } from "@/api/auth/light-call";
import { ensurePasskeySupport, getPasskeyAssertion } from "@/lib/webauthn";

// "Entrar com passkey" (docs/product/accounts.md#passkeys), downloaded when the button is pressed:
// /login's first load has no room for it (decision 056). The server's challenge, the device's
// signature, and the answer: signed in, second step included.
export async function loginWithPasskey(): Promise<SignedIn> {
  await ensurePasskeySupport();
  const options = await lightCall("/api/auth/login/passkey/options", "post");
  const response = await getPasskeyAssertion(options);
  return lightCall("/api/auth/login/passkey", "post", { response });
}
