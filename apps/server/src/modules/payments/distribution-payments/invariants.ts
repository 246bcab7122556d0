import { sql } from "drizzle-orm";
import type { Invariant } from "../../../db/invariants.ts";

const EXAMPLES = 5;

/**
 * Every share of a funded distribution has its ledger transaction `distribution-share:{share}` with the
 * same three figures: the gross out of the project's escrow, the tax into `tax_withheld`, the net into
 * the investor's payable; and gross = tax + net (docs/decisions/115-distributions-paid.md).
 */
export const distributionSharesPosted: Invariant = {
  name: "payments.distribution-shares-posted",
  description: "cada parte de distribuição paga tem a sua transação no livro-razão, com bruto = IR retido + líquido.",
  async violations(db) {
    const result = await db.execute(sql`
      with posted as (
        select sp.share_id, sp.gross_cents, sp.tax_cents, sp.net_cents, t.id as transaction_id,
          coalesce(sum(e.amount_cents) filter (where a.kind = 'project_escrow'), 0) as escrow,
          coalesce(-sum(e.amount_cents) filter (where a.kind = 'tax_withheld'), 0) as tax,
          coalesce(-sum(e.amount_cents) filter (where a.kind = 'investor_payable' and a.owner_id = sp.investor_id), 0) as net
        from distribution_share_payments sp
        left join ledger_transactions t on t.reference = 'distribution-share:' || sp.share_id
        left join ledger_entries e on e.transaction_id = t.id
        left join ledger_accounts a on a.id = e.account_id
        group by sp.share_id, sp.gross_cents, sp.tax_cents, sp.net_cents, t.id)
      select share_id, gross_cents::text as gross, tax_cents::text as tax, net_cents::text as net,
        transaction_id is not null as has_transaction
      from posted
      where transaction_id is null or escrow <> gross_cents or tax <> tax_cents or net <> net_cents
        or gross_cents <> tax_cents + net_cents
      order by share_id limit ${EXAMPLES}`);
    const rows = (
      result as unknown as {
        rows: { share_id: string; gross: string; tax: string; net: string; has_transaction: boolean }[];
      }
    ).rows;
    return rows.map((r) =>
      r.has_transaction
        ? `parte ${r.share_id}: bruto ${r.gross}, IR ${r.tax}, líquido ${r.net} diferem da transação distribution-share:${r.share_id}`
        : `parte ${r.share_id} (bruto ${r.gross}) sem a transação distribution-share:${r.share_id}`,
    );
  },
};
