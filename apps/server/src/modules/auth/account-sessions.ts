import { and, desc, eq, gt, ne, notInArray, sql } from "drizzle-orm";
import type { AccountSession } from "@alicerce/shared/schemas/account";
import type { Database } from "../../db/client.ts";
import { session } from "../../db/schema/index.ts";
import { deviceName } from "./device-name.ts";

/** The account's live sessions, most recently used first; `currentId` is the asking browser's. */
export async function listAccountSessions(db: Database, userId: string, currentId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.updatedAt.toISOString(),
    current: row.id === currentId,
  }));
}

/**
 * Ends one session of the account ("Encerrar"). Only the account's own rows match, so another
 * person's session id ends nothing and reads as not found.
 */
export async function endAccountSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Ends every session of the account but `keepId` ("Encerrar todas as outras"); returns how many. */
export async function endOtherAccountSessions(db: Database, userId: string, keepId: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepId)))
    .returning({ id: session.id });
  return ended.length;
}

/**
 * Ends the account's sessions beyond its `cap` newest (by when they were made), so no account ever
 * holds more than `cap`: a flood of right-password logins replaces the account's own oldest
 * sessions instead of piling up rows (decision 089). One statement; when several run at once, the
 * last to start sees every session made before it, so what stays is the newest `cap` of them all.
 * Returns how many ended.
 */
export async function endSessionsPastCap(db: Database, userId: string, cap: number): Promise<number> {
  const newest = db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt), desc(session.id))
    .limit(cap);
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), notInArray(session.id, newest)))
    .returning({ id: session.id });
  return ended.length;
}
