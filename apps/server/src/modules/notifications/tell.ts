import { eq, inArray, sql } from "drizzle-orm";
import { defuseLinks } from "@alicerce/shared/mail-text";
import type { Database } from "../../db/client.ts";
import { profiles, user as users } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { notify, type Notice } from "./notify.ts";

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
      // Names and titles people typed: plain text, links defused (decision 036); fixed subject.
      const text = `Olá, ${defuseLinks(person.name)}.\n\n${defuseLinks(notice.body)}\n\n${publicUrl}${notice.link ?? ""}`;
      return [{ to: person.email, subject: notice.title, text }];
    }),
  );
}
