import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * "account" mail (confirmation links, password reset, security e-mails) always goes; anything else reports an
   * event and is skipped for a person who turned e-mails off on the "Notificações" tab.
   */
  kind?: "account";
};

/** A file sent with a message, as nodemailer takes it (the delivery reads it from storage). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** A message as it is sent: with its attachments' bytes. */
export type OutgoingMail = MailMessage & { attachments?: MailAttachment[] };

export type Mailer = {
  send(message: OutgoingMail): Promise<void>;
  /** Where .eml files go when no SMTP server is configured; null with SMTP. */
  outboxDir: string | null;
};

/**
 * Sends through SMTP when `smtpUrl` is set; otherwise writes each message as an .eml file in
 * the outbox folder, so development and tests see exactly what would have been sent.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outboxDir: null,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // File names sort in sending order, also for messages sent within the same millisecond.
  let sequence = 0;
  return {
    outboxDir: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${String(sequence++ % 1e6).padStart(6, "0")}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, "mail written to outbox");
    },
  };
}
