import { eq, sql } from "drizzle-orm";
import { formatBRL, onlyDigits } from "@alicerce/shared/brazilian";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { appPaths } from "@alicerce/shared/routes";
import { DISTRIBUTION_KIND_LABELS, SHARE_NEEDS_PIX_KEY } from "@alicerce/shared/schemas/distributions";
import { formatIsoDay } from "@alicerce/shared/signatures";
import type { Database } from "../../../db/client.ts";
import {
  distributionFundings,
  distributionSharePayments,
  paymentCharges,
  profiles,
  projects,
  user as users,
} from "../../../db/schema/index.ts";
import { noteRecordChanged } from "../../../live/changes.ts";
import { distributionToPay, setDistributionPaidOn } from "../../distributions/index.ts";
import { ensureAccount, post } from "../../ledger/index.ts";
import { notify } from "../../notifications/index.ts";
import { payoutDescription, payShare } from "./pay-share.ts";
import { shareWithholding } from "./share-withholding.ts";

/** The ledger reference of one share's allocation (decision 115): its gross leaves the project's escrow. */
export const shareReference = (shareId: string) => `distribution-share:${shareId}`;

const brl = (cents: number) => formatBRL(cents / 100);

/** The paying source: the project's SCP, through its ostensive partner, the creator (decision 115). */
async function payerOf(tx: Database, creatorId: string | null) {
  if (!creatorId) return { name: "Sócio ostensivo", document: null };
  const [row] = await tx
    .select({ name: sql<string>`coalesce(${profiles.name}, ${users.name})`, cpf: profiles.cpf })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, creatorId));
  return { name: row?.name ?? "Sócio ostensivo", document: row?.cpf ? onlyDigits(row.cpf) : null };
}

/** Funded, or why not: the charge is not a credited funding, the distribution is funded already, unknown, or of another total. */
export type FundingOutcome =
  | { funded: true; distributionId: string }
  | {
      funded: false;
      distributionId: string | null;
      why: "not_a_credited_funding" | "already_funded" | "unknown" | "other_total";
    };

/**
 * A distribution's funding Pix was credited (the charge `paid`, its `pix-in:{endToEndId}` posted to the
 * project's escrow by settleCharge): in the same transaction, each share's income tax is withheld
 * (decision 104: the month is São Paulo's month of the Pix), the ledger's `distribution-share:{id}`
 * moves the gross out of the project's escrow into what is owed to the investor (net) and the tax
 * withheld, and each net is paid out by Pix to the investor's key, or waits for one. Idempotent: a
 * distribution already funded, or a charge that is not a paid funding, writes nothing.
 */
export async function fundDistribution(
  tx: Database,
  chargeId: string,
  options: { tellParties?: boolean } = {},
): Promise<FundingOutcome> {
  const [charge] = await tx.select().from(paymentCharges).where(eq(paymentCharges.id, chargeId));
  if (!charge || charge.purpose !== "distribution_funding" || charge.status !== "paid" || !charge.distributionId)
    return { funded: false, distributionId: null, why: "not_a_credited_funding" };
  // The SCP's month is read and written under its project's lock: two fundings never both miss each other.
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, charge.projectId)).for("update");
  const [already] = await tx
    .select({ id: distributionFundings.distributionId })
    .from(distributionFundings)
    .where(eq(distributionFundings.distributionId, charge.distributionId));
  const distribution = await distributionToPay(tx, charge.distributionId);
  if (already) return { funded: false, distributionId: charge.distributionId, why: "already_funded" };
  if (!distribution) return { funded: false, distributionId: charge.distributionId, why: "unknown" };
  if (distribution.totalCents !== charge.amountCents)
    return { funded: false, distributionId: charge.distributionId, why: "other_total" };

  const paidAt = charge.paidAt ?? new Date();
  const day = todayInSaoPaulo(paidAt);
  const taxMonth = day.slice(0, 7);
  const payer = await payerOf(tx, distribution.creatorId);
  const projectEscrow = await ensureAccount(tx, "project_escrow", distribution.projectId);
  const taxWithheld = await ensureAccount(tx, "tax_withheld");
  const kind = DISTRIBUTION_KIND_LABELS[distribution.kind].toLowerCase();
  const description = payoutDescription(distribution.kind, distribution.projectTitle);
  const link = appPaths.project(distribution.projectId);
  let totalTax = 0;
  const notices = [];
  for (const share of distribution.shares) {
    const w = await shareWithholding(tx, {
      projectId: distribution.projectId,
      investorId: share.investorId,
      taxMonth,
      kind: distribution.kind,
      grossCents: share.amountCents,
    });
    totalTax += w.taxCents;
    await tx.insert(distributionSharePayments).values({
      shareId: share.id,
      distributionId: distribution.id,
      projectId: distribution.projectId,
      investorId: share.investorId,
      grossCents: w.grossCents,
      taxCents: w.taxCents,
      netCents: w.netCents,
      rule: w.rule,
      rateBasisPoints: w.rateBasisPoints,
      taxMonth,
      fundedAt: paidAt,
    });
    const payable = await ensureAccount(tx, "investor_payable", share.investorId);
    await post(tx, {
      reference: shareReference(share.id),
      kind: "distribution_share",
      memo: `${description}: parte bruta ${w.grossCents}, IR retido ${w.taxCents}, líquido ${w.netCents}`,
      entries: [
        { account: projectEscrow.id, amountCents: w.grossCents },
        ...(w.netCents > 0 ? [{ account: payable.id, amountCents: -w.netCents }] : []),
        ...(w.taxCents > 0 ? [{ account: taxWithheld.id, amountCents: -w.taxCents }] : []),
      ],
    });
    const sent = await payShare(
      tx,
      {
        shareId: share.id,
        distributionId: distribution.id,
        projectId: distribution.projectId,
        investorId: share.investorId,
        ...w,
      },
      description,
    );
    notices.push({
      userId: share.investorId,
      title: `Distribuição paga: ${distribution.projectTitle}`,
      body:
        `Sua parte no ${kind} de ${formatIsoDay(day)}: ${brl(w.grossCents)} bruto, ${brl(w.taxCents)} de IR retido, ` +
        `${brl(w.netCents)} líquido. ${sent || w.netCents === 0 ? "O valor líquido foi enviado por Pix para a sua chave." : SHARE_NEEDS_PIX_KEY}`,
      link,
    });
  }
  await tx.insert(distributionFundings).values({
    distributionId: distribution.id,
    projectId: distribution.projectId,
    chargeId: charge.id,
    totalCents: distribution.totalCents,
    taxCents: totalTax,
    payerName: payer.name,
    payerDocument: payer.document,
    taxMonth,
    fundedAt: paidAt,
  });
  await setDistributionPaidOn(tx, distribution.id, day);
  if (distribution.creatorId)
    notices.push({
      userId: distribution.creatorId,
      title: `Distribuição recebida: ${distribution.projectTitle}`,
      body: `Recebemos o seu Pix de ${brl(distribution.totalCents)}. As partes dos investidores estão sendo pagas, com ${brl(totalTax)} de IR retido.`,
      link,
    });
  // The demo data's history is not news to anyone (seed/).
  if (options.tellParties !== false) await notify(tx, notices);
  noteRecordChanged({ domains: ["projects"], subject: "project", id: distribution.projectId });
  return { funded: true, distributionId: distribution.id };
}
