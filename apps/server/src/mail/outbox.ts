import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { mailOutbox, notificationPreferences, user as users } from "../db/schema/index.ts";
import type { Storage } from "../storage/storage.ts";
import type { MailMessage, Mailer } from "./mailer.ts";
import { REMOVED_ACCOUNT_EMAIL_DOMAIN } from "@alicerce/shared/schemas/privacy";

/** A stored file to attach: the row names it, the delivery reads its bytes when it sends. */
export type StoredAttachment = { storageKey: string; filename: string; contentType: string };

/** A message as queued: its attachments are stored files, not bytes. */
export type QueuedMail = MailMessage & { attachments?: StoredAttachment[] };

/**
 * Queues a message in the caller's transaction (or on its own when given the database): it is
 * sent only if that transaction commits, and never delays or fails the request that wrote it.
 */
export async function enqueueMail(tx: Database, message: QueuedMail | QueuedMail[]): Promise<void> {
  const list = Array.isArray(message) ? message : [message];
  // A deleted account's placeholder address (docs/product/privacy.md#deletion) can never receive
  // mail: a notice that still names the account (a job, a team change) is dropped, not retried.
  const deliverable = list.filter((m) => !m.to.toLowerCase().endsWith(`@${REMOVED_ACCOUNT_EMAIL_DOMAIN}`));
  const messages = await withoutOptedOut(tx, deliverable);
  if (messages.length === 0) return;
  await tx.insert(mailOutbox).values(
    messages.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: m.attachments?.length ? m.attachments : null,
    })),
  );
}

/** The bytes of a row's attachments, read at sending time (a missing file fails this try). */
async function readAttachments(storage: Storage, attachments: StoredAttachment[] | null) {
  if (!attachments?.length) return {};
  return {
    attachments: await Promise.all(
      attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: await storage.get(a.storageKey),
      })),
    ),
  };
}

/**
 * The one place notification e-mails are held back: a message that is not account mail, to the
 * address of a person who turned e-mails off, is never queued
 * (docs/product/account-and-notifications.md#notifications). Addresses without an account (an
 * invitation to someone not registered yet) always get theirs.
 */
async function withoutOptedOut(tx: Database, messages: QueuedMail[]): Promise<QueuedMail[]> {
  const events = [...new Set(messages.filter((m) => m.kind !== "account").map((m) => m.to.toLowerCase()))];
  if (events.length === 0) return messages;
  const optedOut = await tx
    .select({ email: users.email })
    .from(users)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(inArray(users.email, events), eq(notificationPreferences.emailEnabled, false)));
  if (optedOut.length === 0) return messages;
  const muted = new Set(optedOut.map((r) => r.email));
  return messages.filter((m) => m.kind === "account" || !muted.has(m.to.toLowerCase()));
}

export type DeliveryOptions = {
  db: Database;
  mailer: Mailer;
  /** Where attached files are read from when a message is sent. */
  storage: Storage;
  log: FastifyBaseLogger;
  /** Tries before a message is given up (logged as an error and kept with failed_at). */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one, up to an hour. */
  baseDelaySeconds: number;
};

/** How long a worker may hold a claimed row before another worker may try it again. */
const CLAIM_SECONDS = 300;
const BATCH = 20;

/** Seconds to wait after `attempts` failed tries. */
export function retryDelaySeconds(attempts: number, baseDelaySeconds: number): number {
  return Math.min(baseDelaySeconds * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Sends every due message once: claims a batch (skipping rows another worker holds), sends each,
 * and records success or schedules the next try. Returns how many were sent.
 */
export async function deliverDueMail(options: DeliveryOptions): Promise<number> {
  const { db, mailer, log } = options;
  let sent = 0;
  for (;;) {
    const claimed = await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(
              and(
                isNull(mailOutbox.sentAt),
                isNull(mailOutbox.failedAt),
                lte(mailOutbox.nextAttemptAt, sql`now()`),
                or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
              ),
            )
            .orderBy(mailOutbox.createdAt)
            .limit(BATCH)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning();
    if (claimed.length === 0) return sent;
    // RETURNING keeps no order: send in the order the messages were written.
    claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const row of claimed) {
      try {
        await mailer.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(await readAttachments(options.storage, row.attachments)),
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: sql`now()`, attempts: row.attempts + 1, lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (err) {
        const attempts = row.attempts + 1;
        const lastError = err instanceof Error ? err.message : String(err);
        const givenUp = attempts >= options.maxAttempts;
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lastError,
            lockedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts, options.baseDelaySeconds)})`,
            failedAt: givenUp ? sql`now()` : null,
          })
          .where(eq(mailOutbox.id, row.id));
        if (givenUp) {
          log.error({ mailId: row.id, to: row.to, subject: row.subject, attempts, err }, "mail given up");
        } else {
          log.warn({ mailId: row.id, attempts, err }, "mail delivery failed; will retry");
        }
      }
    }
  }
}

/** Sent messages are kept a week for support questions, then deleted. */
export async function deleteOldMail(db: Database) {
  await db.delete(mailOutbox).where(lte(mailOutbox.sentAt, sql`now() - interval '7 days'`));
}

/**
 * Drops every message queued in the caller's transaction and not yet sent. Only the demo loader uses it:
 * it builds a past (invitations, signing codes, signed contracts) through the product's own paths, and the
 * mail those paths queue belongs to a history nobody lived, so a first start sends none of it.
 */
export async function discardMailQueuedInTransaction(tx: Database) {
  // now() is the transaction's start: a row the caller's transaction queued has exactly that created_at.
  await tx.delete(mailOutbox).where(and(isNull(mailOutbox.sentAt), sql`${mailOutbox.createdAt} = now()`));
}
