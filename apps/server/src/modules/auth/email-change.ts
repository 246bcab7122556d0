import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, like, ne } from "drizzle-orm";
import { appRoutes } from "@alicerce/shared/routes";
import { EMAIL_CHANGE_UNDO_DAYS, INVALID_UNDO_LINK, OLD_EMAIL_TAKEN } from "@alicerce/shared/schemas/account";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { session, user, verification } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { emailChangedNotice } from "./emails.ts";
import { endResetLinks } from "./reset-links.ts";

// docs/product/account-and-notifications.md#settings and docs/decisions/044-email-change-needs-password-and-undo.md

/** How long better-auth's e-mail links (confirmation, e-mail change) work. */
export const EMAIL_LINK_SECONDS = 24 * 3600;

const DAY_MS = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The verification rows this file keeps (better-auth's table; none of them is better-auth's own). */
const UNDO_PREFIX = "email-change-undo:";
const appliedId = (linkToken: string) => `email-change-applied:${sha256(linkToken)}`;
const voidedId = (userId: string) => `email-change-links-void:${userId}`;

/** What an undo row holds; userId first, so the account's rows can be found by prefix. */
type UndoRecord = { userId: string; oldEmail: string; newEmail: string };
const undoValuePrefix = (userId: string) => `{"userId":${JSON.stringify(userId)},`;

/** The claims of better-auth's "change-email-verification" link (a JWT), the one that moves the account. */
export type ChangeLink = {
  token: string;
  userId: string;
  oldEmail: string;
  newEmail: string;
  issuedAt: Date;
  expiresAt: Date;
};

/**
 * Reads an e-mail link's claims WITHOUT checking its signature: only to know which account a link
 * would move, before and after better-auth (which checks the signature) handles it. Anything else
 * (a sign-up confirmation, a malformed token) is null.
 */
export function readChangeLink(token: string): ChangeLink | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    const { requestType, userId, email, updateTo, iat, exp } = payload;
    if (requestType !== "change-email-verification") return null;
    // Unchecked claims reach our queries: an id that is no UUID would be a database error, not a refusal.
    if (typeof userId !== "string" || !UUID.test(userId)) return null;
    if (typeof email !== "string" || typeof updateTo !== "string") return null;
    if (typeof iat !== "number") return null;
    const expiresAt = typeof exp === "number" ? new Date(exp * 1000) : new Date(iat * 1000 + EMAIL_LINK_SECONDS * 1000);
    return { token, userId, oldEmail: email, newEmail: updateTo, issuedAt: new Date(iat * 1000), expiresAt };
  } catch {
    return null;
  }
}

/**
 * Before better-auth opens a change link: a link issued before the account's last undo is refused
 * (its JWT stays valid for a day, and after the undo the account has the address it names again),
 * and the account's current e-mail is read so the step after can tell whether this request moved it.
 */
export async function beforeChangeLink(
  db: Database,
  link: ChangeLink,
): Promise<{ refused: boolean; emailBefore?: string }> {
  const [voided] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, voidedId(link.userId)), gt(verification.expiresAt, new Date())))
    .limit(1);
  if (voided && link.issuedAt.getTime() <= Date.parse(voided.value)) return { refused: true };
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, link.userId)).limit(1);
  return { refused: false, emailBefore: row?.email };
}

/**
 * After better-auth opened a change link and the account now has the new address: the address is
 * confirmed (the link reached it), every reset link mailed to the old one ends, and the old address
 * gets a notice with an undo link. Runs once per link, even when the same link is opened twice at
 * once: the account row is locked and the link is marked as handled in the same transaction.
 */
export async function afterChangeLink(
  deps: { db: Database; config: Pick<Config, "publicUrl"> },
  link: ChangeLink,
  emailBefore: string | undefined,
): Promise<void> {
  if (emailBefore !== link.oldEmail) return;
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, link.userId))
      .for("update");
    if (account?.email !== link.newEmail) return;
    const [handled] = await tx
      .select({ id: verification.id })
      .from(verification)
      .where(eq(verification.identifier, appliedId(link.token)))
      .limit(1);
    if (handled) return;
    const now = new Date();
    await tx
      .insert(verification)
      .values({ identifier: appliedId(link.token), value: link.userId, expiresAt: link.expiresAt });
    await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, link.userId));
    await endResetLinks(tx, link.userId);
    const undoToken = randomBytes(32).toString("base64url");
    const record: UndoRecord = { userId: link.userId, oldEmail: link.oldEmail, newEmail: link.newEmail };
    await tx.insert(verification).values({
      identifier: `${UNDO_PREFIX}${sha256(undoToken)}`,
      value: JSON.stringify(record),
      // Set here, to the millisecond, so an undo can compare it with the JavaScript Date it reads back.
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_DAYS * DAY_MS),
    });
    const undoUrl = `${deps.config.publicUrl}${appRoutes.undoEmailChange}?token=${encodeURIComponent(undoToken)}`;
    await enqueueMail(
      tx,
      emailChangedNotice({
        to: link.oldEmail,
        name: account.name,
        newEmail: link.newEmail,
        changedAt: now,
        undoUrl,
        days: EMAIL_CHANGE_UNDO_DAYS,
      }),
    );
  });
}

const invalidUndo = () => new AppError("VALIDATION_ERROR", INVALID_UNDO_LINK, { token: [INVALID_UNDO_LINK] });

/**
 * "Desfazer a troca" from the notice: the old address comes back (confirmed: it received the link),
 * every session of the account ends (whoever changed the e-mail held one), reset links end, and so
 * do the change links not yet opened and the undo links of later changes. The link works once.
 * Refused, and kept for later, when the old address now belongs to another account.
 */
export async function undoEmailChange(
  deps: { db: Database; signals: Pick<SignalBus, "publish"> },
  token: string,
): Promise<{ email: string }> {
  const restored = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .delete(verification)
      .where(and(eq(verification.identifier, `${UNDO_PREFIX}${sha256(token)}`), gt(verification.expiresAt, now)))
      .returning({ value: verification.value, createdAt: verification.createdAt });
    if (!row) throw invalidUndo();
    const record = JSON.parse(row.value) as UndoRecord;
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, record.oldEmail), ne(user.id, record.userId)))
      .limit(1);
    if (taken) throw new AppError("CONFLICT", OLD_EMAIL_TAKEN, { token: [OLD_EMAIL_TAKEN] });
    const [moved] = await tx
      .update(user)
      .set({ email: record.oldEmail, emailVerified: true, updatedAt: now })
      .where(eq(user.id, record.userId))
      .returning({ id: user.id });
    if (!moved) throw invalidUndo();
    await tx.delete(session).where(eq(session.userId, record.userId));
    await endResetLinks(tx, record.userId);
    // A later change's undo link would give the account back to the address it was moved to.
    await tx
      .delete(verification)
      .where(
        and(
          like(verification.identifier, `${UNDO_PREFIX}%`),
          like(verification.value, `${undoValuePrefix(record.userId)}%`),
          gt(verification.createdAt, row.createdAt),
        ),
      );
    await tx.delete(verification).where(eq(verification.identifier, voidedId(record.userId)));
    await tx.insert(verification).values({
      identifier: voidedId(record.userId),
      value: now.toISOString(),
      expiresAt: new Date(now.getTime() + EMAIL_LINK_SECONDS * 1000),
    });
    return { email: record.oldEmail, userId: record.userId };
  });
  // The ended sessions lose their realtime sockets at once, on every process.
  deps.signals.publish({ type: "sessions.ended", userId: restored.userId });
  return { email: restored.email };
}
