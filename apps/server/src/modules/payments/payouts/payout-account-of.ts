import { eq } from "drizzle-orm";
import type { PixKeyType } from "@alicerce/shared/pix-keys";
import type { Database } from "../../../db/client.ts";
import { payoutAccounts, profiles } from "../../../db/schema/index.ts";

/** Where a person receives: the key as the DICT stores it and who holds it (docs/decisions/113-payout-accounts.md). */
export type PayoutAccount = {
  keyType: PixKeyType;
  key: string;
  holderName: string;
  /** 11 digits (the account's CPF) or 14 (a creator's company). */
  holderDocument: string;
};

export type StoredPayoutAccount = PayoutAccount & {
  /** False when a person's holder CPF is no longer the account's CPF: the key receives nothing until saved again. */
  usable: boolean;
  updatedAt: Date;
};

/** The account's stored key, whether or not it may receive now. */
export async function storedPayoutAccountOf(db: Database, userId: string): Promise<StoredPayoutAccount | null> {
  const [row] = await db
    .select({
      keyType: payoutAccounts.keyType,
      key: payoutAccounts.key,
      holderName: payoutAccounts.holderName,
      holderDocument: payoutAccounts.holderDocument,
      updatedAt: payoutAccounts.updatedAt,
      cpf: profiles.cpf,
    })
    .from(payoutAccounts)
    .leftJoin(profiles, eq(profiles.userId, payoutAccounts.userId))
    .where(eq(payoutAccounts.userId, userId));
  if (!row) return null;
  const { cpf, ...account } = row;
  // A person's key names the account's CPF; if the profile's CPF changed since, the key may be someone
  // else's now (docs/decisions/113-payout-accounts.md): it waits until the owner saves it again.
  const usable = account.holderDocument.length === 14 || account.holderDocument === cpf;
  return { ...account, usable };
}

/**
 * Where money owed to this account is paid (the door other pieces use): its Pix key and holder, or null
 * when it has none it may receive on, in which case a payout is refused with PAYOUT_TEXTS.noKey.
 */
export async function payoutAccountOf(db: Database, userId: string): Promise<PayoutAccount | null> {
  const stored = await storedPayoutAccountOf(db, userId);
  if (!stored?.usable) return null;
  return {
    keyType: stored.keyType,
    key: stored.key,
    holderName: stored.holderName,
    holderDocument: stored.holderDocument,
  };
}
