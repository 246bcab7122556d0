import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notificationPreferences, notifications, profiles, user as users } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { MailMessage } from "../../mail/mailer.ts";

const WEEK_MS = 7 * 24 * 3600 * 1000;
/** At most this many entries are listed in one summary; the rest are counted. */
const LISTED = 10;
const BATCH = 100;

type Entry = { title: string; body: string; link: string | null; read: boolean };

/**
 * A part another module adds to one person's summary (the diary's week of updates, decision 058):
 * its lines, or none. Passed in by the jobs so this module imports none of theirs.
 */
export type WeeklyDigest = (
  db: Database,
  input: { userId: string; since: Date; until: Date; publicUrl: string },
) => Promise<string[]>;

function summaryEmail(input: {
  to: string;
  name: string;
  entries: Entry[];
  total: number;
  unread: number;
  publicUrl: string;
  /** The digests' lines, each part already titled. */
  digests: string[][];
}) {
  const lines = input.entries.map(
    (e) => `- ${e.title}: ${e.body}${e.link?.startsWith("/") ? `\n  ${input.publicUrl}${e.link}` : ""}`,
  );
  const more = input.total - input.entries.length;
  return {
    to: input.to,
    subject: "Seu resumo semanal no Alicerce",
    text: [
      `Olá, ${input.name}!`,
      "",
      ...(input.total === 0
        ? []
        : [
            input.total === 1
              ? "Nesta semana você recebeu 1 notificação:"
              : `Nesta semana você recebeu ${input.total} notificações:`,
            "",
            ...lines,
            ...(more > 0 ? ["", more === 1 ? "E mais 1 notificação." : `E mais ${more} notificações.`] : []),
            "",
            input.unread === 1 ? "1 ainda não foi lida." : `${input.unread} ainda não foram lidas.`,
            "",
          ]),
      ...input.digests.flatMap((lines) => [...lines, ""]),
      `Veja tudo no Alicerce: ${input.publicUrl}/dashboard`,
      "",
      `Você recebe este resumo porque o ativou em Minha Conta > Notificações (${input.publicUrl}/dashboard/profile).`,
    ].join("\n"),
    // Its own switch governs it, not the per-event "E-mail" one (docs/decisions/024-account-and-notifications.md).
    kind: "account",
  } satisfies MailMessage;
}

/**
 * Mails the weekly summary to everyone who turned it on and has not had one for a week: the
 * notifications of that week (since the previous summary). A week without notifications sends
 * nothing, but still counts as that week's summary, so the rhythm stays weekly. `digests` add their
 * parts (the diary's week of updates); a week with only a digest's lines still sends. `now` is
 * injectable so tests can move the clock. Returns how many summaries were queued.
 */
export async function sendWeeklySummaries(deps: {
  db: Database;
  publicUrl: string;
  now?: Date;
  digests?: readonly WeeklyDigest[];
}): Promise<number> {
  const now = deps.now ?? new Date();
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  let queued = 0;
  for (;;) {
    const due = await deps.db
      .select({
        userId: notificationPreferences.userId,
        sentAt: notificationPreferences.weeklySummarySentAt,
        email: users.email,
        name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
      })
      .from(notificationPreferences)
      .innerJoin(users, eq(users.id, notificationPreferences.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          eq(notificationPreferences.weeklySummaryEnabled, true),
          or(
            isNull(notificationPreferences.weeklySummarySentAt),
            lte(notificationPreferences.weeklySummarySentAt, weekAgo),
          ),
        ),
      )
      .orderBy(asc(notificationPreferences.userId))
      .limit(BATCH);
    if (due.length === 0) return queued;
    for (const person of due) {
      const since = person.sentAt && person.sentAt > weekAgo ? person.sentAt : weekAgo;
      await deps.db.transaction(async (tx) => {
        // Claim this person's week first: a second process running the job at once sends nothing twice.
        const [claimed] = await tx
          .update(notificationPreferences)
          .set({ weeklySummarySentAt: now })
          .where(
            and(
              eq(notificationPreferences.userId, person.userId),
              person.sentAt === null
                ? isNull(notificationPreferences.weeklySummarySentAt)
                : eq(notificationPreferences.weeklySummarySentAt, person.sentAt),
            ),
          )
          .returning({ userId: notificationPreferences.userId });
        if (!claimed) return;
        const window = and(
          eq(notifications.userId, person.userId),
          gt(notifications.createdAt, since),
          lte(notifications.createdAt, now),
        );
        const [counts] = await tx
          .select({
            total: sql<number>`count(*)::int`,
            unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
          })
          .from(notifications)
          .where(window);
        const total = Number(counts?.total ?? 0);
        const digests = (
          await Promise.all(
            (deps.digests ?? []).map((digest) =>
              digest(tx, { userId: person.userId, since, until: now, publicUrl: deps.publicUrl }),
            ),
          )
        ).filter((lines) => lines.length > 0);
        if (total === 0 && digests.length === 0) return;
        const entries = await tx
          .select({
            title: notifications.title,
            body: notifications.body,
            link: notifications.link,
            read: sql<boolean>`${notifications.readAt} is not null`,
          })
          .from(notifications)
          .where(window)
          .orderBy(desc(notifications.createdAt))
          .limit(LISTED);
        await enqueueMail(
          tx,
          summaryEmail({
            to: person.email,
            name: person.name,
            entries,
            total,
            unread: Number(counts?.unread ?? 0),
            publicUrl: deps.publicUrl,
            digests,
          }),
        );
        queued++;
      });
    }
  }
}
