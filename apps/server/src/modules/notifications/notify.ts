import { and, eq, inArray, isNull, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { noteBellChanged } from "../../live/changes.ts";

/** One entry of the header bell (docs/product/account-and-notifications.md#notifications). */
export type Notice = { userId: string; title: string; body: string; link: string | null };

/**
 * The one writer of the bell's rows. Every caller passes the transaction of the change the entry
 * reports, so the entry and the change commit (or roll back) together.
 */
export async function notify(tx: Database, notices: Notice | readonly Notice[]): Promise<void> {
  const rows = Array.isArray(notices) ? notices : [notices as Notice];
  if (rows.length === 0) return;
  await tx.insert(notifications).values(rows.map((n) => ({ ...n })));
  // Their open tabs hear it once the change committed (live/changes.ts, decision 048).
  noteBellChanged(rows.map((n) => n.userId));
}

/** Whose entries to close: one account, or the accounts a subquery selects. */
export type NoticeHolders = { userId: string } | { userIdIn: SQLWrapper };

/**
 * Marks entries that point at `link` done: what they asked for no longer waits (a signed or
 * cancelled contract), so they stop counting as unread. Entries already done keep their time.
 */
export async function markNoticesDone(tx: Database, holders: NoticeHolders, link: string, at: Date): Promise<void> {
  const closed = await tx
    .update(notifications)
    .set({ doneAt: at })
    .where(
      and(
        "userId" in holders
          ? eq(notifications.userId, holders.userId)
          : inArray(notifications.userId, holders.userIdIn),
        eq(notifications.link, link),
        isNull(notifications.doneAt),
      ),
    )
    .returning({ userId: notifications.userId });
  noteBellChanged(closed.map((row) => row.userId));
}
