import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { signingLink } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { profiles, signatureEvents, signatureSigners, user as users } from "../../db/schema/index.ts";
import { enqueueMail, type StoredAttachment } from "../../mail/outbox.ts";
import { markNoticesDone, noticeMailText, notify } from "../notifications/index.ts";

/**
 * Someone a request concerns: a signer (with their line's id), or its sender. The e-mail goes to the
 * address; the bell entry to the account the line belongs to (accountsOfLines) or, for the sender,
 * to their own account.
 */
export type Party = { name: string; email: string; signerId?: string };

/**
 * The accounts the signatures screen shows these signer lines to (decision 093): the account that
 * signed or refused on a line, else the one that proves its open invitation (the address, confirmed,
 * and the invited CPF when one was named). A bell entry names the request's title, so it follows the
 * same rule as reading it.
 */
export async function accountsOfLines(tx: Database, signerIds: readonly string[]): Promise<string[]> {
  if (signerIds.length === 0) return [];
  // One statement at a time: callers run inside a transaction (decision 074).
  const acted = await tx
    .select({ id: signatureSigners.userId })
    .from(signatureSigners)
    .where(and(inArray(signatureSigners.id, [...signerIds]), isNotNull(signatureSigners.userId)));
  const proving = await tx
    .select({ id: users.id })
    .from(signatureSigners)
    .innerJoin(users, sql`lower(${users.email}) = ${signatureSigners.email}`)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        inArray(signatureSigners.id, [...signerIds]),
        isNull(signatureSigners.userId),
        eq(users.emailVerified, true),
        or(isNull(signatureSigners.invitedCpf), eq(profiles.cpf, signatureSigners.invitedCpf)),
      ),
    );
  return [...new Set([...acted, ...proving].flatMap((row) => (row.id ? [row.id] : [])))];
}

export type PartyNotice = {
  /** The bell entry's title, and the e-mail's fixed subject (no user text in a subject: decision 036). */
  title: string;
  /** The bell entry's text, also the e-mail's first paragraph. */
  body: string;
  /** The app path the bell entry opens and the e-mail links to. */
  link: string;
  publicUrl: string;
  /** Extra e-mail paragraphs for one party (a link to the signed PDF, for instance). */
  extra?: (party: Party) => string | null;
  attachments?: StoredAttachment[];
};

/**
 * Tells each party by e-mail, and by a bell entry when an account is theirs (a signer's: the account
 * of their line, accountsOfLines; the sender's: their own). An address is one person and an account
 * hears once: a sender who also signs gets one e-mail and one entry. Queued in the caller's transaction.
 */
export async function tellParties(tx: Database, parties: readonly Party[], notice: PartyNotice) {
  const byEmail = new Map<string, Party>();
  for (const p of parties) if (!byEmail.has(p.email.toLowerCase())) byEmail.set(p.email.toLowerCase(), p);
  if (byEmail.size === 0) return;
  const told = [...byEmail.values()];
  const senders = told.filter((p) => !p.signerId).map((p) => p.email.toLowerCase());
  const accounts = new Set(
    await accountsOfLines(
      tx,
      told.flatMap((p) => (p.signerId ? [p.signerId] : [])),
    ),
  );
  if (senders.length) {
    const own = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, senders));
    for (const account of own) accounts.add(account.id);
  }
  if (accounts.size) {
    await notify(
      tx,
      [...accounts].map((userId) => ({ userId, title: notice.title, body: notice.body, link: notice.link })),
    );
  }
  await enqueueMail(
    tx,
    [...byEmail].map(([email, party]) => {
      return {
        to: email,
        subject: notice.title,
        text: noticeMailText({
          name: party.name,
          body: notice.body,
          extra: notice.extra?.(party),
          url: `${notice.publicUrl}${notice.link}`,
        }),
        ...(notice.attachments ? { attachments: notice.attachments } : {}),
      };
    }),
  );
}

/** The request's sender as a party (name and e-mail of their account), or nothing (the system). */
export async function senderParty(tx: Database, createdBy: string | null): Promise<Party[]> {
  if (!createdBy) return [];
  const [row] = await tx
    .select({ email: users.email, name: sql<string>`coalesce(${profiles.name}, ${users.name})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, createdBy))
    .limit(1);
  return row ? [{ name: row.name, email: row.email.toLowerCase() }] : [];
}

/**
 * The signers who were invited (a "sent" event): everyone, or in a sequential request those whose
 * turn came. Someone never invited is not told about a request they never heard of.
 */
export async function invitedSigners(tx: Database, requestId: string) {
  return tx
    .selectDistinct({
      id: signatureSigners.id,
      signerId: signatureSigners.id,
      name: signatureSigners.name,
      email: signatureSigners.email,
    })
    .from(signatureSigners)
    .innerJoin(
      signatureEvents,
      and(eq(signatureEvents.signerId, signatureSigners.id), eq(signatureEvents.kind, "sent")),
    )
    .where(eq(signatureSigners.requestId, requestId));
}

/**
 * The "Contrato para assinar" bell entries of a request (every invitation, resend and reminder
 * links to its signing dialog) are done: for one account once they signed or refused, for
 * everyone once the request ended (signed by all, refused, cancelled or expired). Done entries
 * no longer count as unread.
 */
export async function markSigningNoticesDone(tx: Database, requestId: string, at: Date, userId?: string) {
  // Only the signers' accounts hold these entries: asking by account uses the bell's index.
  const signerAccounts = tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(signatureSigners, eq(signatureSigners.email, sql`lower(${users.email})`))
    .where(eq(signatureSigners.requestId, requestId));
  await markNoticesDone(tx, userId ? { userId } : { userIdIn: signerAccounts }, signingLink(requestId), at);
}
