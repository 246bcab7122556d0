// For tests that play the authenticator app: RFC 6238 TOTP (HMAC-SHA-1, 30 s, 6 digits), written
// from the RFC with WebCrypto (Node and browsers alike), independent of the library the server uses.

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(input: string): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of input.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(bytes);
}

/** The 6-digit code an authenticator app shows at `at` for the base32 `secret` of an otpauth:// address. */
export async function totpCode(secret: string, at = Date.now()): Promise<string> {
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setBigUint64(0, BigInt(Math.floor(at / 30_000)));
  const key = await crypto.subtle.importKey("raw", base32Decode(secret), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, counter));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, "0");
}

/**
 * The previous 30-second step's code, which a server with a window of one step still accepts: tests
 * confirm a setup with it so that their logins can use the current step's (each step's code works
 * once). Near the end of a step that code could be two steps old by the time the server checks it on
 * a loaded machine, so then it is taken once the next step has begun.
 */
export async function previousStepTotpCode(secret: string): Promise<string> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 25_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 100));
  return totpCode(secret, Date.now() - 30_000);
}
