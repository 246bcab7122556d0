import fs from "node:fs/promises";
import path from "node:path";
import { generateKeyPair, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import forge from "node-forge";
import { ConfigError, type Config } from "../config.ts";

/**
 * The certificate that seals every signed PDF (docs/decisions/034-sealed-pdf.md): the operator's
 * own (SIGNING_CERT_P12 + SIGNING_CERT_PASSWORD, e.g. an ICP-Brasil A1 e-CNPJ), or else a
 * self-signed one that Alicerce generates once into the data folder. Either way the seal makes any
 * later change to the file detectable; only a certificate from a trusted authority also names who
 * sealed it in a way readers such as Adobe Reader recognise.
 */
export type SealCertificate = {
  /** The PKCS#12 bytes @signpdf/signer-p12 signs with. */
  p12: Buffer;
  password: string;
  /** The certificate's common name: the signature's "Name" a PDF reader shows. */
  name: string;
  selfSigned: boolean;
  notAfter: Date;
  /** SHA-256 of the certificate (DER), hex: tells one seal certificate from another in tests and logs. */
  fingerprint: string;
  /**
   * Hex digits reserved in the PDF for the CMS signature (two per byte, so always even): its
   * certificates plus room for the signed attributes and the RSA signature.
   */
  signatureLength: number;
};

/** The file in the data folder; readable by the server's user only (mode 0600), like `auth-secret`. */
export const SELF_SIGNED_FILE = "seal-certificate.p12";
export const SELF_SIGNED_NAME = "Alicerce (autoassinado)";
const SELF_SIGNED_YEARS = 10;

const KEY_BAG = forge.pki.oids.pkcs8ShroudedKeyBag as string;
const CERT_BAG = forge.pki.oids.certBag as string;

/** Reads a PKCS#12 and checks it can seal: a password-protected private key and its certificate. */
export function parseP12(p12: Buffer, password: string): Omit<SealCertificate, "p12" | "password"> {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary")));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  // @signpdf/signer-p12 takes the key from a shrouded (encrypted) key bag only.
  const key = parsed.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error("no password-protected private key");
  const certificates = (parsed.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const own = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!own) throw new Error("no certificate matches the private key");
  const der = (cert: forge.pki.Certificate) => forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const chainBytes = certificates.reduce((sum, cert) => sum + der(cert).length, 0);
  return {
    name: String(own.subject.getField("CN")?.value ?? "Alicerce"),
    selfSigned: own.isIssuer(own),
    notAfter: own.validity.notAfter,
    fingerprint: forge.md.sha256.create().update(der(own)).digest().toHex(),
    // The CMS carries every certificate of the file, the signed attributes and the RSA signature.
    signatureLength: 2 * (chainBytes + 4096),
  };
}

/** A new self-signed seal certificate: RSA 2048 (made by Node's native crypto, fast), valid 10 years. */
export async function generateSelfSigned(now = new Date()): Promise<Buffer> {
  const { privateKey: pem } = await promisify(generateKeyPair)("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(pem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  // A day back, so a reader whose clock is slightly behind still sees it in force.
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setFullYear(now.getFullYear() + SELF_SIGNED_YEARS);
  const subject = [
    { name: "commonName", value: SELF_SIGNED_NAME },
    { name: "organizationName", value: "Alicerce" },
    { name: "countryName", value: "BR" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(key, forge.md.sha256.create());
  // The file is protected by its mode (0600), as the session secret is; the empty password is the
  // one @signpdf/signer-p12 uses by default.
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], "", { algorithm: "aes256", friendlyName: SELF_SIGNED_NAME });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

/**
 * The self-signed certificate of `dataDir`, generated on first use. Several processes may share
 * one data folder (PostgreSQL deployments): each writes its candidate to a private temporary file
 * and hard-links it to the final name, which fails if the name exists, so exactly one candidate
 * wins and every process (the losers re-read the file) seals with the same certificate.
 */
export async function selfSignedIn(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SELF_SIGNED_FILE);
  const existing = await fs.readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return null;
    throw err;
  });
  if (existing) return existing;
  await fs.mkdir(dataDir, { recursive: true });
  const candidate = await generateSelfSigned();
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, candidate, { mode: 0o600, flag: "wx" });
  try {
    await fs.link(temporary, file);
    return candidate;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return fs.readFile(file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

let ephemeral: Promise<Buffer> | null = null;
/** In-memory databases (tests) keep nothing on disk: one self-signed certificate per process. */
const ephemeralSelfSigned = () => (ephemeral ??= generateSelfSigned());

/** The operator's certificate, checked now: a bad file or password stops the start with a clear message. */
async function configured(settings: NonNullable<Config["signingCertificate"]>): Promise<SealCertificate> {
  const fail = (why: string) =>
    new ConfigError(
      `Configuração inválida no ambiente:\n  SIGNING_CERT_P12: ${why}` +
        ` (the seal certificate ${settings.p12Path} cannot be used; see docs/deploying.md#configuration).`,
    );
  const p12 = await fs.readFile(settings.p12Path).catch((err: NodeJS.ErrnoException) => {
    throw fail(`não foi possível ler o arquivo ${settings.p12Path} (${err.code ?? err.message}).`);
  });
  let parsed: ReturnType<typeof parseP12>;
  try {
    parsed = parseP12(p12, settings.password);
  } catch (err) {
    throw fail(
      `o arquivo não é um certificado PKCS#12 (.p12/.pfx) que abra com SIGNING_CERT_PASSWORD, ` +
        `com uma chave privada protegida por senha e o certificado dela (${(err as Error).message}).`,
    );
  }
  if (parsed.notAfter.getTime() <= Date.now()) {
    throw fail(`o certificado venceu em ${parsed.notAfter.toISOString().slice(0, 10)}; renove-o.`);
  }
  return { ...parsed, p12, password: settings.password };
}

/**
 * The seal certificate for this configuration: the configured one, else the data folder's
 * self-signed one, else (in-memory database, tests) one kept in memory for the process.
 */
export async function loadSealCertificate(
  config: Pick<Config, "signingCertificate" | "dataDir" | "databaseUrl">,
): Promise<SealCertificate> {
  if (config.signingCertificate) return configured(config.signingCertificate);
  const p12 = config.databaseUrl === "memory://" ? await ephemeralSelfSigned() : await selfSignedIn(config.dataDir);
  return { ...parseP12(p12, ""), p12, password: "" };
}
