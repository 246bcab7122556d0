import { and, asc, eq } from "drizzle-orm";
import type { PendingLegalAccount } from "@alicerce/shared/schemas/verification";
import type { Database } from "../../db/client.ts";
import { profiles, user as users } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

export type VerifiedAccount = { id: string; email: string; name: string; type: string; alreadyVerified: boolean };

const accountNotFound = () => new AppError("NOT_FOUND", "Conta não encontrada.");

/** Marks an account verified: a legal account gains its legal powers from the next request on. */
async function verify(db: Database, where: ReturnType<typeof eq>): Promise<VerifiedAccount> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: profiles.name, type: profiles.type, verified: profiles.verified })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .limit(1);
  if (!row) throw accountNotFound();
  if (!row.verified) {
    await db.update(profiles).set({ verified: true, updatedAt: new Date() }).where(eq(profiles.userId, row.id));
  }
  return { id: row.id, email: row.email, name: row.name, type: row.type, alreadyVerified: row.verified };
}

export const verifyAccount = (db: Database, userId: string) => verify(db, eq(users.id, userId));

export const verifyAccountByEmail = (db: Database, email: string) =>
  verify(db, eq(users.email, email.trim().toLowerCase()));

/** Legal accounts still waiting for verification, oldest first. */
export async function listPendingLegalAccounts(db: Database): Promise<PendingLegalAccount[]> {
  const rows = await db
    .select({
      id: users.id,
      name: profiles.name,
      email: users.email,
      oabNumber: profiles.oabNumber,
      oabState: profiles.oabState,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.type, "legal"), eq(profiles.verified, false)))
    .orderBy(asc(profiles.createdAt))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    oab_number: r.oabNumber,
    oab_state: r.oabState,
    created_at: r.createdAt.toISOString(),
  }));
}
