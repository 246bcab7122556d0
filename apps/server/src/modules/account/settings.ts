import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { AccountSettings, updateProfileInputSchema } from "@alicerce/shared/schemas/account";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { profiles, suppliers, user as users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { requireImages, requireOwnUploads } from "../files/index.ts";
import { awaitsSignatureOf } from "../signatures/index.ts";
import type { Throttle } from "../../throttle/index.ts";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import { changeSupplierCnpj } from "../suppliers/index.ts";
import { saveProfileFields } from "../auth/index.ts";

type Deps = { db: Database; throttle: Throttle; config: Config; now: () => Date };

/** The answer while a signature waits for this person (docs/product/documents-and-signatures.md#who-signs). */
export const IDENTITY_FROZEN =
  "Você tem contratos aguardando sua assinatura. Nome e CPF não podem ser alterados até que eles sejam assinados, recusados, cancelados ou expirem.";

/** The address an uploaded avatar is served from (any signed-in person may see it). */
export const avatarPath = (fileId: string) => `/api/avatars/${fileId}`;

/** Worded like the registration's refusal: the answer must not confirm that a CPF has an account. */
const CPF_REFUSED = "Verifique o CPF informado.";
const cpfRefused = () => new AppError("VALIDATION_ERROR", CPF_REFUSED, { cpf: [CPF_REFUSED] });
const CNPJ_TAKEN = "Este CNPJ já está cadastrado por outro fornecedor.";
const cnpjTaken = () => new AppError("VALIDATION_ERROR", CNPJ_TAKEN, { cnpj: [CNPJ_TAKEN] });
/** A person may try this many different CPFs an hour, so nobody can probe which CPFs have accounts. */
const CPF_CHANGES_PER_HOUR = 10;

export async function readSettings(db: Database, userId: string): Promise<AccountSettings> {
  const [row] = await db
    .select({ u: users, p: profiles, s: suppliers })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(suppliers, eq(suppliers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound("Conta não encontrada.");
  const { u, p, s } = row;
  return {
    user: {
      id: u.id,
      email: u.email,
      name: p?.name ?? u.name,
      type: p?.type ?? "investor",
      avatar_url: p?.avatarUrl ?? u.image ?? null,
      verified: p?.verified ?? false,
    },
    cpf: p?.cpf ?? null,
    phone: p?.phone ?? null,
    email_verified: u.emailVerified,
    supplier: s ? { id: s.id, company_name: s.companyName, cnpj: s.cnpj, verified: s.verified } : null,
  };
}

/**
 * Saves the "Configurações" form: name, CPF and phone on the profile, the avatar, and a
 * supplier's company CNPJ. A new CNPJ takes back the company's verification badge: what an
 * admin checked was the old number (docs/decisions/024-account-and-notifications.md).
 */
export async function updateProfile(
  deps: Deps,
  userId: string,
  input: z.output<typeof updateProfileInputSchema>,
): Promise<AccountSettings> {
  const { db, throttle } = deps;
  const current = await readSettings(db, userId);
  const renames = input.name !== current.user.name;
  if ((renames || input.cpf !== current.cpf) && (await awaitsSignatureOf(db, current.user.email, deps.now()))) {
    const fields: Record<string, string[]> = {};
    if (renames) fields.name = [IDENTITY_FROZEN];
    if (input.cpf !== current.cpf) fields.cpf = [IDENTITY_FROZEN];
    throw new AppError("CONFLICT", IDENTITY_FROZEN, fields);
  }
  if (input.cpf !== current.cpf) {
    const admitted = await throttle.admit([
      { key: `cpf-change:${userId}`, rule: { limit: CPF_CHANGES_PER_HOUR, windowSeconds: 3600 } },
    ]);
    if (!admitted) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
    const [owner] = await db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.cpf, input.cpf), ne(profiles.userId, userId)))
      .limit(1);
    if (owner) throw cpfRefused();
  }
  const cnpj = current.supplier && input.cnpj !== undefined ? input.cnpj : null;
  if (cnpj && cnpj !== current.supplier!.cnpj) {
    const [owner] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.cnpj, cnpj), ne(suppliers.userId, userId)))
      .limit(1);
    if (owner) throw cnpjTaken();
  }
  let avatar: { avatarFileId: string | null; avatarUrl: string | null } | undefined;
  if (input.avatar_file_id === null) avatar = { avatarFileId: null, avatarUrl: null };
  if (input.avatar_file_id) {
    const ids = [input.avatar_file_id];
    const mimeById = await requireOwnUploads(db, userId, ids, "avatar_file_id");
    requireImages(mimeById, ids, "avatar_file_id", "A foto de perfil deve ser uma imagem JPG ou PNG.");
    avatar = { avatarFileId: input.avatar_file_id, avatarUrl: avatarPath(input.avatar_file_id) };
  }

  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      await saveProfileFields(tx, userId, { name: input.name, cpf: input.cpf, phone: input.phone, ...avatar }, now);
      if (cnpj && cnpj !== current.supplier!.cnpj) {
        await changeSupplierCnpj(tx, current.supplier!.id, cnpj, now);
      }
    });
  } catch (err) {
    // Two accounts saving the same number at once: the unique index settles it.
    if (isUniqueViolation(err, "profiles_cpf_unique")) throw cpfRefused();
    if (isUniqueViolation(err, "suppliers_cnpj_unique")) throw cnpjTaken();
    throw err;
  }
  return readSettings(db, userId);
}
