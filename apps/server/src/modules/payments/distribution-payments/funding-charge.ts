import { and, desc, eq } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { InvestmentPayment } from "@alicerce/shared/schemas/payments";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { distributionFundings, distributions, paymentCharges } from "../../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../../http/app-error.ts";
import { loadVisibleProject } from "../../project-access/index.ts";
import { createCharge, type PaymentCharge } from "../charges/create-charge.ts";
import { pixQrCodeOfCharge } from "../charges/pix-qr-code.ts";
import { maskPartyDocument } from "../receipts/party-document.ts";
import { DISTRIBUTION_PAYMENT_TEXTS as TEXTS } from "./texts.ts";

/** How long the creator's funding Pix may be paid: a day, then "Pagar com Pix" makes a new one. */
export const FUNDING_CHARGE_TTL_MS = 24 * 3600_000;

/** The funding charge as the "Pagar com Pix" dialog shows it (the commitments' payment contract, QR as an SVG data URL). */
export async function presentFunding(charge: PaymentCharge, config: Config): Promise<InvestmentPayment> {
  // The code pays only while the charge awaits: after that it is not shown, so it is not paid twice.
  const awaiting = charge.status === "awaiting_payment";
  const code = awaiting ? charge.pixCopiaECola : null;
  return {
    status: charge.status,
    txid: charge.txid,
    pix_copia_e_cola: code,
    pix_qr_code: awaiting ? await pixQrCodeOfCharge(charge) : null,
    amount: charge.amountCents / 100,
    expires_at: charge.expiresAt.toISOString(),
    paid_at: charge.paidAt?.toISOString() ?? null,
    end_to_end_id: charge.endToEndId,
    beneficiary_name: config.pix.escrow.holderName,
    beneficiary_document: maskPartyDocument(config.pix.escrow.holderCnpj) ?? "",
    sandbox: config.pix.mode === "sandbox",
    refund: null,
    receipt_id: null,
  };
}

/** Opens a funding charge for the distribution's total, payable by its creator into the escrow account. */
export function openFundingCharge(
  tx: Database,
  distribution: { id: string; projectId: string; totalCents: number },
  creatorId: string,
  now: Date,
): Promise<PaymentCharge> {
  return createCharge(tx, {
    purpose: "distribution_funding",
    distributionId: distribution.id,
    projectId: distribution.projectId,
    payerUserId: creatorId,
    amountCents: distribution.totalCents,
    expiresAt: new Date(now.getTime() + FUNDING_CHARGE_TTL_MS),
  });
}

/**
 * The creator's distribution of this project, locked for the rest of the transaction: only the project's
 * creator pays (decision 115); anyone else who may see the project is refused, anyone else gets 404.
 */
export async function creatorsDistribution(tx: Database, user: CurrentUser, projectId: string, distributionId: string) {
  const project = await loadVisibleProject(tx, user, projectId);
  if (project.createdBy !== user.id) throw new AppError("FORBIDDEN", TEXTS.onlyCreatorFunds);
  const [distribution] = await tx
    .select({ id: distributions.id, projectId: distributions.projectId, totalCents: distributions.totalCents })
    .from(distributions)
    .where(and(eq(distributions.id, distributionId), eq(distributions.projectId, projectId)))
    .for("update");
  if (!distribution) throw notFound(TEXTS.notFound);
  return distribution;
}

/** The distribution's latest funding charge, if any. */
export async function latestFundingCharge(tx: Database, distributionId: string): Promise<PaymentCharge | null> {
  const [charge] = await tx
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.distributionId, distributionId), eq(paymentCharges.purpose, "distribution_funding")))
    .orderBy(desc(paymentCharges.createdAt))
    .limit(1);
  return charge ?? null;
}

/**
 * "Pagar com Pix": the charge awaiting the creator's Pix, or a new one when the last expired. Refused
 * once the distribution is funded (its Pix was credited), so it is never paid twice.
 */
export async function fundingChargeToPay(
  tx: Database,
  user: CurrentUser,
  projectId: string,
  distributionId: string,
  now: Date,
): Promise<PaymentCharge> {
  const distribution = await creatorsDistribution(tx, user, projectId, distributionId);
  const [funded] = await tx
    .select({ id: distributionFundings.distributionId })
    .from(distributionFundings)
    .where(eq(distributionFundings.distributionId, distributionId));
  const latest = await latestFundingCharge(tx, distributionId);
  if (funded || (latest && latest.status !== "awaiting_payment" && latest.status !== "expired"))
    throw conflict(TEXTS.alreadyFunded);
  if (latest?.status === "awaiting_payment" && latest.expiresAt > now) return latest;
  return openFundingCharge(tx, distribution, user.id, now);
}

/**
 * "Simular pagamento": the charge awaiting the creator's Pix, as it is; refused when there is none to
 * pay (funded, or the last one expired: "Pagar com Pix" makes a new one), so a simulation writes nothing.
 */
export async function awaitingFundingCharge(
  tx: Database,
  user: CurrentUser,
  projectId: string,
  distributionId: string,
  now: Date,
): Promise<PaymentCharge> {
  await creatorsDistribution(tx, user, projectId, distributionId);
  const latest = await latestFundingCharge(tx, distributionId);
  if (latest?.status === "awaiting_payment" && latest.expiresAt > now) return latest;
  throw conflict(latest?.status === "paid" ? TEXTS.alreadyFunded : TEXTS.nothingAwaiting);
}
