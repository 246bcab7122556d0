import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles, user, verification } from "../../db/schema/index.ts";
import type { PasswordOwner } from "./password-strength.ts";

/** The name, e-mail and CPF a new password of this account must not be built from. */
export async function passwordOwner(db: Database, userId: string): Promise<PasswordOwner> {
  const [row] = await db
    .select({ email: user.email, name: profiles.name, cpf: profiles.cpf })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? {};
}

/**
 * The owner of a live "Esqueci minha senha" link (better-auth keeps it as `reset-password:<token>`,
 * the user's id its value), or nobody: an unknown link is refused by better-auth afterwards, and
 * its password is judged without an owner's words meanwhile.
 */
export async function resetLinkOwner(db: Database, token: string, now: Date): Promise<PasswordOwner> {
  const userId = await resetLinkUserId(db, token, now);
  return userId ? passwordOwner(db, userId) : {};
}

/** The id of the account a live "Esqueci minha senha" link resets, or null. */
export async function resetLinkUserId(db: Database, token: string, now: Date): Promise<string | null> {
  const [link] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, now)))
    .limit(1);
  return link?.userId ?? null;
}
