import { and, eq, sql } from "drizzle-orm";
import { formatFeePercent, platformFeeTermsLine } from "@alicerce/shared/platform-fee";
import type { ProjectReleaseState } from "@alicerce/shared/schemas/payments-payouts";
import type { Database } from "../../../db/client.ts";
import { investments, paymentCharges, paymentReceipts, paymentReleases, payouts } from "../../../db/schema/index.ts";
import type { ProjectRow } from "../../project-access/index.ts";
import { toMoney } from "../../../lib/money.ts";
import { payoutAccountOf } from "../payouts/payout-account-of.ts";
import { PAYOUT_TEXTS } from "../payouts/payout-texts.ts";
import { currentPlatformFee, projectFeeOf } from "./fee-settings.ts";
import { releaseReference } from "./release-project.ts";
import { formatSaoPaulo, RELEASE_TEXTS } from "./release-texts.ts";

const reais = (cents: number) => toMoney((cents / 100).toFixed(2)) ?? 0;

/** A key shown on the page: its last characters only. */
const maskKey = (key: string) => (key.length <= 4 ? "****" : `****${key.slice(-4)}`);

/** The offer's fee, as its terms show it before anyone invests: fixed at the opening, the current one before. */
export async function projectFee(db: Database, projectId: string) {
  const fixed = await projectFeeOf(db, projectId);
  const basisPoints = fixed ?? (await currentPlatformFee(db));
  return {
    fee_basis_points: basisPoints,
    fee_percent: formatFeePercent(basisPoints),
    terms_line: platformFeeTermsLine(basisPoints),
    fixed: fixed !== null,
  };
}

/** The project page's "Liberação dos recursos": the release done (gross, fee, net, payout, receipt) or why it waits. */
export async function projectReleaseState(
  db: Database,
  project: ProjectRow,
  now: Date,
  sandbox: boolean,
): Promise<ProjectReleaseState> {
  const fee = await projectFee(db, project.id);
  const [done] = await db
    .select({ r: paymentReleases, p: payouts })
    .from(paymentReleases)
    .innerJoin(payouts, eq(payouts.id, paymentReleases.payoutId))
    .where(eq(paymentReleases.projectId, project.id));
  if (done) {
    const [receipt] = await db
      .select({ id: paymentReceipts.id })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.ledgerReference, releaseReference(project.id)));
    const { r, p } = done;
    return {
      release: {
        gross: reais(r.grossCents),
        fee: reais(r.feeCents),
        net: reais(r.netCents),
        fee_percent: formatFeePercent(r.feeBasisPoints),
        commitments: r.chargeCount,
        released_at: r.releasedAt.toISOString(),
        released_by_job: r.releasedBy === null,
        receipt_id: receipt?.id ?? null,
        payout: {
          id: p.id,
          status: p.status,
          amount: reais(p.netCents),
          key_masked: maskKey(p.key),
          end_to_end_id: p.endToEndId,
          paid_at: p.paidAt?.toISOString() ?? null,
          last_error: p.lastError,
          receipt_id: p.receiptId,
        },
      },
      blocked_reason: RELEASE_TEXTS.alreadyReleased,
      pending_gross: 0,
      fee_percent: formatFeePercent(r.feeBasisPoints),
      sandbox,
    };
  }
  const [paid] = await db
    .select({
      total: sql<string>`coalesce(sum(${paymentCharges.amountCents}), 0)::text`,
      lastPeriod: sql<string | null>`max(${investments.withdrawableUntil})::text`,
    })
    .from(paymentCharges)
    .innerJoin(investments, eq(investments.id, paymentCharges.investmentId))
    .where(
      and(
        eq(paymentCharges.projectId, project.id),
        eq(paymentCharges.purpose, "commitment"),
        eq(paymentCharges.status, "paid"),
        eq(investments.status, "active"),
      ),
    );
  const grossCents = Number(paid?.total ?? 0);
  let blocked: string | null = null;
  if (!["in_progress", "completed"].includes(project.status)) blocked = RELEASE_TEXTS.raiseNotSucceeded;
  else if (grossCents === 0) blocked = RELEASE_TEXTS.nothingPaid;
  else if (paid?.lastPeriod && new Date(paid.lastPeriod) >= now) {
    blocked = RELEASE_TEXTS.withdrawalPeriodOpen(formatSaoPaulo(new Date(paid.lastPeriod)));
  } else if (!(await payoutAccountOf(db, project.createdBy))) blocked = PAYOUT_TEXTS.noKey;
  return {
    release: null,
    blocked_reason: blocked,
    pending_gross: reais(grossCents),
    fee_percent: fee.fee_percent,
    sandbox,
  };
}
