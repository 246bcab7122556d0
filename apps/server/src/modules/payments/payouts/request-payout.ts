import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { payouts, type PayoutKind } from "../../../db/schema/index.ts";
import { conflict } from "../../../http/app-error.ts";
import { enqueue } from "../../../jobs/queue/enqueue.ts";
import { payoutAccountOf } from "./payout-account-of.ts";
import { PAYOUT_TEXTS } from "./payout-texts.ts";

/** The durable job that sends a payout, keyed by the payout's id (decision 101). */
export const PAYOUT_JOB_KIND = "payments.payout";

export type PayoutRequest = {
  kind: PayoutKind;
  /** Who receives: the payout goes to this account's Pix key (Minha Conta → Recebimentos). */
  userId: string;
  projectId: string;
  distributionId?: string | null;
  grossCents: number;
  feeCents?: number;
  taxCents?: number;
  /** What is sent: gross less fee and tax (the database refuses anything else). */
  netCents: number;
  /** The line the receiver's bank shows (cut to 140 characters). */
  description: string;
  /**
   * The caller's own id for this payout (1–35 letters and digits), when it keeps one: asking again with it
   * returns the first payout and writes nothing. Made here otherwise.
   */
  id?: string;
};

export const newPayoutId = () => randomUUID().replace(/-/g, "");

/**
 * Asks for a payout in the caller's transaction (docs/decisions/114-platform-fee-and-release.md): the row,
 * with the receiver's key and holder copied now, and its durable job, which sends it through the Pix-out
 * provider and, once paid, posts `payout:{id}` (the payable account +, escrow_bank −). Refused with
 * "Cadastre uma chave Pix em Minha Conta para receber." when the receiver has no key it may receive on.
 */
export async function requestPayout(tx: Database, request: PayoutRequest): Promise<{ id: string; created: boolean }> {
  const feeCents = request.feeCents ?? 0;
  const taxCents = request.taxCents ?? 0;
  for (const value of [request.grossCents, feeCents, taxCents, request.netCents]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`payout amounts must be whole cents, got ${value}`);
  }
  if (request.netCents <= 0 || request.netCents !== request.grossCents - feeCents - taxCents) {
    throw new Error("a payout's net must be its gross less its fee and tax, above zero");
  }
  if (request.id) {
    const [existing] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, request.id));
    if (existing) return { id: existing.id, created: false };
  }
  const account = await payoutAccountOf(tx, request.userId);
  if (!account) throw conflict(PAYOUT_TEXTS.noKey);
  const id = request.id ?? newPayoutId();
  await tx.insert(payouts).values({
    id,
    sendId: id,
    kind: request.kind,
    userId: request.userId,
    projectId: request.projectId,
    distributionId: request.distributionId ?? null,
    grossCents: request.grossCents,
    feeCents,
    taxCents,
    netCents: request.netCents,
    keyType: account.keyType,
    key: account.key,
    holderName: account.holderName,
    holderDocument: account.holderDocument,
    description: request.description.slice(0, 140),
  });
  await enqueue(tx, PAYOUT_JOB_KIND, id, {});
  return { id, created: true };
}
