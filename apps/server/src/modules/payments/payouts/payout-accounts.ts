import { eq } from "drizzle-orm";
import type { z } from "zod";
import { pixKeyBelongsTo, PIX_KEY_TYPE_LABELS } from "@alicerce/shared/pix-keys";
import { appRoutes } from "@alicerce/shared/routes";
import type { PayoutAccountState, savePayoutAccountInputSchema } from "@alicerce/shared/schemas/payments-payouts";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { AppDeps } from "../../../app-deps.ts";
import type { Database } from "../../../db/client.ts";
import { payoutAccounts, profiles, user as users } from "../../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../../http/app-error.ts";
import { enqueueMail } from "../../../mail/outbox.ts";
import {
  admitCurrentPasswordCheck,
  checkAccountPassword,
  forgiveCurrentPasswordChecks,
  wrongCurrentPassword,
} from "../../auth/index.ts";
import { storedPayoutAccountOf } from "./payout-account-of.ts";
import { PAYOUT_TEXTS } from "./payout-texts.ts";

type Deps = Pick<AppDeps, "db" | "throttle" | "config" | "now">;
type SaveInput = z.output<typeof savePayoutAccountInputSchema>;

const refusedKey = (message: string) => new AppError("VALIDATION_ERROR", message, { key: [message] });

async function ownerOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      name: profiles.name,
      cpf: profiles.cpf,
      type: profiles.type,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound("Conta não encontrada.");
  return row;
}

/** Minha Conta → Recebimentos: the key, the account's CPF it must belong to, and whether a company may hold it. */
export async function readPayoutAccountState(
  db: Database,
  userId: string,
  sandbox: boolean,
): Promise<PayoutAccountState> {
  const [owner, stored] = await Promise.all([ownerOf(db, userId), storedPayoutAccountOf(db, userId)]);
  return {
    account: stored
      ? {
          key_type: stored.keyType,
          key: stored.key,
          holder_kind: stored.holderDocument.length === 14 ? "company" : "person",
          holder_name: stored.holderName,
          holder_document: stored.holderDocument,
          usable: stored.usable,
          updated_at: stored.updatedAt.toISOString(),
        }
      : null,
    cpf: owner.cpf ?? null,
    may_use_company: owner.type === "creator",
    sandbox,
  };
}

/**
 * Saves where the account receives (docs/decisions/113-payout-accounts.md): a person's key belongs to the
 * account's CPF (a CPF key must be it; a CNPJ key is refused), a creator's company key to the CNPJ they
 * declare (a CNPJ key must be it; a CPF key is refused). The e-mail must be confirmed and the current
 * password given, and the account's address is told of the change: a borrowed session cannot redirect
 * money. Refusals write nothing.
 */
export async function savePayoutAccount(
  deps: Deps,
  viewer: CurrentUser,
  input: SaveInput,
): Promise<PayoutAccountState> {
  const { db } = deps;
  const owner = await ownerOf(db, viewer.id);
  let holder: { name: string; document: string };
  if (input.holder.kind === "person") {
    if (!owner.cpf) throw conflict(PAYOUT_TEXTS.noCpf);
    const belongs = pixKeyBelongsTo(input.key, { cpf: owner.cpf });
    if (!belongs.ok) throw refusedKey(belongs.message);
    holder = { name: owner.name ?? viewer.name, document: owner.cpf };
  } else {
    if (owner.type !== "creator") {
      throw new AppError("FORBIDDEN", PAYOUT_TEXTS.companyOnlyForCreators, {
        holder_kind: [PAYOUT_TEXTS.companyOnlyForCreators],
      });
    }
    if (input.key.type === "cpf") throw refusedKey(PAYOUT_TEXTS.cpfKeyForCompany);
    if (input.key.type === "cnpj" && input.key.value !== input.holder.cnpj)
      throw refusedKey(PAYOUT_TEXTS.cnpjKeyNotHolder);
    holder = { name: input.holder.name, document: input.holder.cnpj };
  }
  if (!owner.emailVerified) throw new AppError("EMAIL_NOT_VERIFIED", PAYOUT_TEXTS.emailNotVerified);
  await admitCurrentPasswordCheck(deps, viewer.id);
  if (!(await checkAccountPassword(db, viewer.id, input.password))) throw wrongCurrentPassword("current_password");
  await forgiveCurrentPasswordChecks(deps, viewer.id);
  const now = deps.now();
  await db.transaction(async (tx) => {
    const values = {
      keyType: input.key.type,
      key: input.key.value,
      holderName: holder.name,
      holderDocument: holder.document,
      updatedAt: now,
    };
    await tx
      .insert(payoutAccounts)
      .values({ userId: viewer.id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: payoutAccounts.userId, set: values });
    await enqueueMail(tx, {
      kind: "account",
      to: owner.email,
      subject: "Sua chave Pix para recebimentos foi alterada",
      text:
        `Olá, ${owner.name ?? viewer.name}.\n\n` +
        `A chave Pix em que você recebe no Alicerce passou a ser ${PIX_KEY_TYPE_LABELS[input.key.type]} terminada em ` +
        `${input.key.value.slice(-4)}, em nome de ${holder.name}.\n\n` +
        `Se não foi você, troque sua senha agora e fale com o suporte do Alicerce: ` +
        `${deps.config.publicUrl}${appRoutes.profile}?aba=recebimentos`,
    });
  });
  return readPayoutAccountState(db, viewer.id, deps.config.pix.mode === "sandbox");
}

/**
 * Removes the key: nothing more is paid out to this account until it saves another (payouts already asked
 * keep theirs). Removing when there is none answers the same: the account ends without a key either way.
 */
export async function deletePayoutAccount(db: Database, userId: string): Promise<{ message: string }> {
  await db.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return { message: PAYOUT_TEXTS.removed };
}
