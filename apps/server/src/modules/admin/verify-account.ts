import { eq, type SQL } from "drizzle-orm";
import { SELF_UNVERIFY_REFUSAL } from "@alicerce/shared/admin";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { profiles, user as users } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { setProfileVerified } from "../auth/index.ts";

export type VerifiedAccount = { id: string; email: string; name: string; type: string; alreadyVerified: boolean };

const accountNotFound = () => notFound("Conta não encontrada.");

/**
 * Sets an account's verified flag. A legal account gains (or loses) its legal powers on its next
 * request: the write moves the data generation, so the cached session is read again
 * (docs/decisions/006-read-cache.md).
 */
async function setVerified(db: Database, where: SQL, verified: boolean): Promise<VerifiedAccount> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: profiles.name, type: profiles.type, verified: profiles.verified })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .limit(1);
  if (!row) throw accountNotFound();
  if (row.verified !== verified) {
    await setProfileVerified(db, row.id, verified);
  }
  return { id: row.id, email: row.email, name: row.name, type: row.type, alreadyVerified: row.verified };
}

export const verifyAccount = (db: Database, userId: string) => setVerified(db, eq(users.id, userId), true);

export const verifyAccountByEmail = (db: Database, email: string) =>
  setVerified(db, eq(users.email, email.trim().toLowerCase()), true);

/**
 * Takes a verification back (an OAB found invalid, a badge given by mistake). An admin may not
 * do it to themselves: admin powers need the flag, so it would lock them out of this desk.
 */
export async function unverifyAccount(db: Database, admin: CurrentUser, userId: string) {
  if (userId === admin.id) throw conflict(SELF_UNVERIFY_REFUSAL);
  return setVerified(db, eq(users.id, userId), false);
}
