import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { NETWORK_LINE } from "../src/modules/auth/security-emails.ts";

/** Decodes a quoted-printable body (nodemailer wraps long lines with soft breaks). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The subject of the link that confirms an account's e-mail, mailed with every registration. */
const CONFIRMATION_SUBJECT = /^Subject: Confirme seu email no Alicerce\r?$/m;

/** A security e-mail (docs/decisions/125-security-emails.md): each names the network it came from. */
const isSecurityMail = (mail: string) => mail.includes(NETWORK_LINE);

/**
 * The decoded .eml messages in the outbox sent to `to`, oldest first. Every registration mails the
 * e-mail confirmation link (decision 121), and logins, password and two-factor changes mail security
 * e-mails (decision 125); tests about other mail leave them out, and the tests about those ask for
 * them with `confirmations: true` and `security: true`.
 */
export async function mailsTo(
  outbox: string,
  to: string,
  { confirmations = false, security = false }: { confirmations?: boolean; security?: boolean } = {},
): Promise<string[]> {
  const names = await fs.readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith(".eml"))
      .sort()
      .map(async (n) => decodeQuotedPrintable(await fs.readFile(path.join(outbox, n), "utf8"))),
  );
  const header = new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "m");
  return mails.filter(
    (m) => header.test(m) && (confirmations || !CONFIRMATION_SUBJECT.test(m)) && (security || !isSecurityMail(m)),
  );
}

/** The e-mail confirmation link in a message. */
export function verificationLink(mail: string): URL {
  const match = mail.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/);
  expect(match, mail).not.toBeNull();
  return new URL(match![0]);
}
