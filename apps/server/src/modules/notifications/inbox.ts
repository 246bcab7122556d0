import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Notification, NotificationList } from "@alicerce/shared/schemas/notifications";
import type { Database } from "../../db/client.ts";
import { notificationUnread, notifications } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { decodeCursor, encodeCursor } from "../../lib/keyset-cursor.ts";
import { noteBellChanged } from "../../live/changes.ts";

type Row = typeof notifications.$inferSelect;

/** Only paths inside the app are handed to the browser as links; anything else shows without one. */
const appLink = (link: string | null) => (link && /^\/(?![/\\])/.test(link) ? link : null);

const toNotification = (row: Row): Notification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  link: appLink(row.link),
  read: row.readAt !== null,
  done: row.doneAt !== null,
  created_at: row.createdAt.toISOString(),
});

/**
 * The bell's badge: entries neither read nor done (a signed contract's invitation no longer counts).
 * Read from the person's kept row (notification_unread, decision 054), which triggers on
 * notifications move in the transaction of every insert, read, done and delete: one row, however
 * many notifications the person has.
 */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: notificationUnread.unread })
    .from(notificationUnread)
    .where(eq(notificationUnread.userId, userId));
  return row?.n ?? 0;
}

/** The bell's list: newest first, a page at a time, with the unread count for the badge. */
export async function listNotifications(
  db: Database,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<NotificationList> {
  const filters = [eq(notifications.userId, userId)];
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    filters.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${c.time}::timestamptz, ${c.id}::uuid)`);
  }
  const [rows, unread] = await Promise.all([
    db
      .select({ n: notifications, cursorTime: sql<string>`${notifications.createdAt}::text` })
      .from(notifications)
      .where(and(...filters))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    unreadCount(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toNotification(r.n)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.n.id }) : null,
    unread_count: unread,
  };
}

/** Marks one of the user's own notifications read; someone else's is answered as not found. */
export async function markRead(db: Database, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound("Notificação não encontrada.");
  noteBellChanged([userId]); // the user's other tabs
  return toNotification(row);
}

export async function markAllRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  noteBellChanged([userId]); // the user's other tabs
  return { unread_count: 0 };
}
