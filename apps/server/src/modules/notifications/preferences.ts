import { eq } from "drizzle-orm";
import type { NotificationPreferences } from "@alicerce/shared/schemas/account";
import type { Database } from "../../db/client.ts";
import { notificationPreferences } from "../../db/schema/index.ts";

/** Without a saved row: e-mails and push on, weekly summary off (docs/decisions/024-account-and-notifications.md). */
export const DEFAULT_PREFERENCES: NotificationPreferences = { email: true, push: true, weekly_summary: false };

export async function readPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  if (!row) return DEFAULT_PREFERENCES;
  return { email: row.emailEnabled, push: row.pushEnabled, weekly_summary: row.weeklySummaryEnabled };
}

export async function savePreferences(
  db: Database,
  userId: string,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const set = {
    emailEnabled: input.email,
    pushEnabled: input.push,
    weeklySummaryEnabled: input.weekly_summary,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set });
  return readPreferences(db, userId);
}

/** An account being deleted (docs/product/privacy.md): its saved choices go, in the caller's transaction. */
export async function clearPreferences(tx: Database, userId: string): Promise<void> {
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
