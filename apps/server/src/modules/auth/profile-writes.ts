import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles, user as users } from "../../db/schema/index.ts";

// The auth module owns the identity rows (better-auth's user, session and verification tables and
// the profile beside them). Minha Conta and the admin desk change a profile through these.

export type ProfileFields = {
  name: string;
  cpf: string | null;
  phone: string | null;
  avatarFileId?: string | null;
  avatarUrl?: string | null;
};

/**
 * Saves a person's own profile fields (creating the profile if an old account has none) and
 * better-auth's copy of the name, so both always agree. In the caller's transaction.
 */
export async function saveProfileFields(tx: Database, userId: string, fields: ProfileFields, at: Date) {
  const set = { ...fields, updatedAt: at };
  await tx
    .insert(profiles)
    .values({ userId, type: "investor", ...set })
    .onConflictDoUpdate({ target: profiles.userId, set });
  await tx.update(users).set({ name: fields.name, updatedAt: at }).where(eq(users.id, userId));
}

/** The admin desk's "Verificado" on an account. */
export async function setProfileVerified(db: Database, userId: string, verified: boolean) {
  await db.update(profiles).set({ verified, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}
