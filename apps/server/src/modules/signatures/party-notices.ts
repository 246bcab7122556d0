import { and, eq, inArray, sql } from "drizzle-orm";
import { signingLink } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { profiles, signatureEvents, signatureSigners, user as users } from "../../db/schema/index.ts";
import { enqueueMail, type StoredAttachment } from "../../mail/outbox.ts";
import { markNoticesDone, noticeMailText, notify } from "../notifications/index.ts";

/** Someone a request concerns: a signer, or its sender. */
export type Party = { name: string; email: string };

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
 * Tells each party by e-mail, and by a bell entry when they have an account (an address is one
 * person: a sender who also signs hears once). Queued in the caller's transaction.
 */
export async function tellParties(tx: Database, parties: readonly Party[], notice: PartyNotice) {
  const byEmail = new Map<string, Party>();
  for (const p of parties) if (!byEmail.has(p.email.toLowerCase())) byEmail.set(p.email.toLowerCase(), p);
  if (byEmail.size === 0) return;
  const accounts = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...byEmail.keys()]));
  if (accounts.length) {
    await notify(
      tx,
      accounts.map((a) => ({ userId: a.id, title: notice.title, body: notice.body, link: notice.link })),
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
    .selectDistinct({ id: signatureSigners.id, name: signatureSigners.name, email: signatureSigners.email })
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
