import { eq, type SQL } from "drizzle-orm";
import { SELF_UNVERIFY_REFUSAL } from "@alicerce/shared/admin";
import { appRoutes } from "@alicerce/shared/routes";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { profiles, user as users } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { setProfileVerified } from "../auth/index.ts";
import { tell, type Notice } from "../notifications/index.ts";

export type VerifiedAccount = { id: string; email: string; name: string; type: string; alreadyVerified: boolean };

const accountNotFound = () => notFound("Conta não encontrada.");

/** What the bell says when the platform verifies an account, or takes the verification back. */
function verificationNotice(userId: string, type: string, verified: boolean): Notice {
  const legal = type === "legal";
  if (verified) {
    return {
      userId,
      title: "Conta verificada",
      body: legal
        ? "Sua inscrição na OAB foi conferida: você já pode analisar projetos e contratos na plataforma."
        : "A administração da plataforma verificou sua conta: o selo de verificado aparece junto ao seu nome.",
      link: legal ? appRoutes.approvals : appRoutes.profile,
    };
  }
  return {
    userId,
    title: "Verificação retirada",
    body: legal
      ? "A administração da plataforma retirou a verificação da sua conta: as análises jurídicas ficam suspensas até uma nova conferência da OAB."
      : "A administração da plataforma retirou a verificação da sua conta.",
    link: appRoutes.profile,
  };
}

/**
 * Sets an account's verified flag. A legal account gains (or loses) its legal powers on its next
 * request: the write moves the data generation, so the cached session is read again
 * (docs/decisions/006-read-cache.md).
 */
async function setVerified(db: Database, where: SQL, verified: boolean, publicUrl: string): Promise<VerifiedAccount> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: profiles.name, type: profiles.type, verified: profiles.verified })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .limit(1);
  if (!row) throw accountNotFound();
  if (row.verified !== verified) {
    // The person learns of it in the bell, in the commit that changes the flag.
    await db.transaction(async (tx) => {
      await setProfileVerified(tx, row.id, verified);
      await tell(tx, verificationNotice(row.id, row.type, verified), publicUrl);
    });
  }
  return { id: row.id, email: row.email, name: row.name, type: row.type, alreadyVerified: row.verified };
}

export const verifyAccount = (db: Database, userId: string, publicUrl: string) =>
  setVerified(db, eq(users.id, userId), true, publicUrl);

export const verifyAccountByEmail = (db: Database, email: string, publicUrl: string) =>
  setVerified(db, eq(users.email, email.trim().toLowerCase()), true, publicUrl);

/**
 * Takes a verification back (an OAB found invalid, a badge given by mistake). An admin may not
 * do it to themselves: admin powers need the flag, so it would lock them out of this desk.
 */
export async function unverifyAccount(db: Database, admin: CurrentUser, userId: string, publicUrl: string) {
  if (userId === admin.id) throw conflict(SELF_UNVERIFY_REFUSAL);
  return setVerified(db, eq(users.id, userId), false, publicUrl);
}
