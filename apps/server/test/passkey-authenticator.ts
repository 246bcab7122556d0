// For tests that play a passkey's authenticator: a WebAuthn (Level 2) authenticator in Node's crypto,
// ES256 keys, "none" attestation and the few CBOR shapes it needs (RFC 8949), written from the
// specifications, independent of the library the server verifies with.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

export type StoredCredential = { id: Buffer; key: KeyObject; counter: number; userHandle: string };

/**
 * One authenticator holding the passkeys it made. `userVerified: false` plays a security key that
 * only checks presence (no PIN, no fingerprint).
 */
export class TestAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {}

  /** Holds a passkey the server never saw (made for another account's site, or forged). */
  withStranger(): this {
    this.credentials.push({ id: randomBytes(32), key: strangerKey(), counter: 0, userHandle: b64url(randomBytes(16)) });
    return this;
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private flags(userVerified: boolean) {
    return FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0);
  }

  /** navigator.credentials.create(): a new ES256 key for the options' user. */
  register(options: Record<string, unknown>, { userVerified = true } = {}) {
    const challenge = options.challenge as string;
    const user = options.user as { id: string };
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const credentialId = randomBytes(32);
    const coseKey = new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([this.flags(userVerified) | FLAG_ATTESTED_CREDENTIAL]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
      credentialId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    this.credentials.push({ id: credentialId, key: privateKey, counter: 0, userHandle: user.id });
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** navigator.credentials.get(): a signature over the options' challenge with a stored key. */
  authenticate(
    options: Record<string, unknown>,
    { credential = this.credentials[0], userVerified = true, signWith }: AuthenticateOptions = {},
  ) {
    if (!credential) throw new Error("the authenticator holds no passkey");
    credential.counter += 1;
    const clientDataJSON = this.clientData("webauthn.get", options.challenge as string);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([this.flags(userVerified)]),
      uint32(credential.counter),
    ]);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), signWith ?? credential.key);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}

type AuthenticateOptions = {
  credential?: StoredCredential | undefined;
  userVerified?: boolean;
  /** Another key than the credential's: a forged signature. */
  signWith?: KeyObject;
};

/** A key no passkey was made with. */
export const strangerKey = () => generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
