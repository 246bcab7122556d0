import { sql } from "drizzle-orm";
import type { Invariant } from "../../../db/invariants.ts";

const EXAMPLES = 5;

/** Every paid payout has its ledger transaction `payout:{id}` (docs/decisions/114-platform-fee-and-release.md). */
export const payoutsPosted: Invariant = {
  name: "payments.payouts-posted",
  description: "cada pagamento (payout) pago tem a sua transação payout:{id} no livro-razão.",
  async violations(db) {
    const result = (await db.execute(
      sql`select p.id from payouts p
           where p.status = 'paid'
             and not exists (select 1 from ledger_transactions t where t.reference = 'payout:' || p.id)
           order by p.id limit ${EXAMPLES}`,
    )) as unknown as { rows: { id: string }[] };
    return result.rows.map((r) => `payout ${r.id} pago sem a transação payout:${r.id}`);
  },
};

/**
 * A released project's escrow holds nothing but money still being given back: its balance is minus the
 * refunds not yet made (zero once they are), and its release has its transaction.
 */
export const releasedEscrowsEmpty: Invariant = {
  name: "payments.released-escrows-empty",
  description:
    "cada projeto liberado tem a transação release:{projeto} e sua custódia zerada (salvo devoluções em curso).",
  async violations(db) {
    const result = (await db.execute(
      sql`select r.project_id::text as id, coalesce(a.balance_cents, 0)::text as balance,
                 exists (select 1 from ledger_transactions t where t.reference = 'release:' || r.project_id) as posted
            from payment_releases r
            left join ledger_accounts a on a.kind = 'project_escrow' and a.owner_id = r.project_id
           where not exists (select 1 from ledger_transactions t where t.reference = 'release:' || r.project_id)
              or coalesce(a.balance_cents, 0) + coalesce((
                   select sum(f.amount_cents) from payment_refunds f
                    where f.project_id = r.project_id and f.held_in = 'project_escrow' and f.status <> 'refunded'), 0) <> 0
           order by r.project_id limit ${EXAMPLES}`,
    )) as unknown as { rows: { id: string; balance: string; posted: boolean }[] };
    return result.rows.map((r) =>
      r.posted
        ? `projeto ${r.id} liberado com custódia de ${r.balance} centavos`
        : `projeto ${r.id} liberado sem release:${r.id}`,
    );
  },
};
