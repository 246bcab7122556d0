import { eq, inArray, sql } from "drizzle-orm";
import { defuseLinks } from "@alicerce/shared/mail-text";
import type { Database } from "../../db/client.ts";
import { profiles, user as users } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { notify, type Notice } from "./notify.ts";

/**
 * The text of a notice e-mail: a greeting, the bell entry's text, any extra paragraph, and the
 * address of the page. Names, titles and reasons people typed are plain text with links defused
 * (decision 036); the subject is the entry's fixed title.
 */
export function noticeMailText(input: { name: string; body: string; extra?: string | null; url: string }): string {
  const extra = input.extra ? `${input.extra}\n\n` : "";
  return `Olá, ${defuseLinks(input.name)}.\n\n${defuseLinks(input.body)}\n\n${extra}${input.url}`;
}

/**
 * Tells accounts of an event: a bell entry, and an e-mail with the same text and a link to it. The
 * outbox holds the e-mail back for whoever turned event e-mails off ("Notificações" tab), so the
 * caller never decides that. Both are written in the caller's transaction.
 */
export async function tell(tx: Database, notices: Notice | readonly Notice[], publicUrl: string): Promise<void> {
  const rows = Array.isArray(notices) ? notices : [notices as Notice];
  if (rows.length === 0) return;
  await notify(tx, rows);
  const people = await tx
    .select({ id: users.id, email: users.email, name: sql<string>`coalesce(${profiles.name}, ${users.name})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...new Set(rows.map((n) => n.userId))]));
  const byId = new Map(people.map((p) => [p.id, p]));
  await enqueueMail(
    tx,
    rows.flatMap((notice) => {
      const person = byId.get(notice.userId);
      if (!person) return [];
      const text = noticeMailText({ name: person.name, body: notice.body, url: `${publicUrl}${notice.link ?? ""}` });
      return [{ to: person.email, subject: notice.title, text }];
    }),
  );
}
