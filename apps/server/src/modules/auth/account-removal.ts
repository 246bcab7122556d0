import { and, eq, like } from "drizzle-orm";
import { REMOVED_ACCOUNT_EMAIL_DOMAIN, REMOVED_USER_NAME } from "@alicerce/shared/schemas/privacy";
import type { Database } from "../../db/client.ts";
import { account, passkey, profiles, session, twoFactor, user as users, verification } from "../../db/schema/index.ts";
import { verifyPassword } from "./password-policy.ts";

// "Excluir minha conta" (docs/product/privacy.md): the identity rows this module owns are
// anonymised here; the privacy module decides when and calls these in its transaction.

/** Whether `password` is the account's own (false once it has no password row: deleted, or none ever set). */
export async function checkAccountPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}

/**
 * An address that can never receive mail (RFC 2606 reserves `.invalid`) and stays unique, so the
 * row keeps satisfying `users.email unique` and the old address is free to register again.
 */
export const removedAccountEmail = (userId: string) => `removido+${userId}@${REMOVED_ACCOUNT_EMAIL_DOMAIN}`;

/**
 * Anonymises the identity of an account in the caller's transaction: name "Usuário removido", an
 * undeliverable e-mail, no CPF, phone or photo, `deleted_at` set; the password, two-factor and passkey rows,
 * every session and every outstanding reset link are deleted, so nobody can sign in as it again.
 * The row itself stays: investments, signature requests and trails still point at it.
 */
export async function anonymiseAccount(tx: Database, userId: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      name: REMOVED_USER_NAME,
      email: removedAccountEmail(userId),
      emailVerified: false,
      image: null,
      twoFactorEnabled: false,
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  await tx
    .update(profiles)
    .set({
      name: REMOVED_USER_NAME,
      cpf: null,
      phone: null,
      avatarFileId: null,
      avatarUrl: null,
      oabNumber: null,
      oabState: null,
      updatedAt: at,
    })
    .where(eq(profiles.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(passkey).where(eq(passkey.userId, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  await tx
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}
