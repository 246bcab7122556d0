import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DistributionStatus, SharePaymentStatus } from "@alicerce/shared/schemas/distributions";
import { distributionFundings, distributionSharePayments, distributions, payouts } from "../../db/schema/index.ts";

// How far a distribution and each share got in being paid (docs/decisions/115-distributions-paid.md), read
// from the payments' rows: the funding, each share's payment and its payout. One definition for the
// project's list, the investor's list and the informe.

/** The state of one funded share, from its net (`distribution_share_payments`) and its payout's status. */
export const shareStatusSql = (netCents: AnyColumn, payoutStatus: AnyColumn): SQL<SharePaymentStatus> =>
  sql<SharePaymentStatus>`case
    when ${netCents} = 0 then 'paid'
    when ${payoutStatus} is null then 'awaiting_key'
    when ${payoutStatus} = 'paid' then 'paid'
    when ${payoutStatus} = 'failed' then 'failed'
    else 'paying' end`;

/** A distribution's state: funded once its funding row exists, paid once every share with a net reached its investor. */
export const distributionStatusSql = sql<DistributionStatus>`case
  when not exists (select 1 from ${distributionFundings} f where f.distribution_id = ${distributions.id}) then 'awaiting_funding'
  when not exists (select 1 from ${distributionSharePayments} sp left join ${payouts} po on po.id = sp.payout_id
    where sp.distribution_id = ${distributions.id} and sp.net_cents > 0 and po.status is distinct from 'paid') then 'paid'
  when exists (select 1 from ${distributionSharePayments} sp
    where sp.distribution_id = ${distributions.id} and sp.payout_id is not null) then 'paying'
  else 'funded' end`;

/** Shares of the distribution whose payout failed. */
export const failedSharesSql = sql<number>`(select count(*)::int from ${distributionSharePayments} sp
  join ${payouts} po on po.id = sp.payout_id
  where sp.distribution_id = ${distributions.id} and po.status = 'failed')`;

/** Shares of the distribution waiting for their investor's Pix key. */
export const awaitingKeySharesSql = sql<number>`(select count(*)::int from ${distributionSharePayments} sp
  where sp.distribution_id = ${distributions.id} and sp.payout_id is null and sp.net_cents > 0)`;
