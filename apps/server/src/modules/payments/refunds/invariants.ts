import { sql } from "drizzle-orm";
import type { Invariant } from "../../../db/invariants.ts";

/** How many offending rows an invariant names. */
const EXAMPLES = 5;

/**
 * Every refund the PSP made (`refunded`) has its ledger transaction `refund:{id}`, moving exactly its
 * amount; and no refund that was not made has one (docs/decisions/111-refunds-and-withdrawal-period.md).
 */
export const refundsPosted: Invariant = {
  name: "payments.refunds-posted",
  description: "cada devolução realizada tem sua transação refund:{id} no livro-razão, com o seu valor, e só ela.",
  async violations(db) {
    const result = await db.execute(
      sql`select r.id, r.status, r.amount_cents::text as amount, t.moved::text as moved
            from payment_refunds r
            left join lateral (
              select sum(e.amount_cents) filter (where e.amount_cents > 0) as moved
                from ledger_transactions lt join ledger_entries e on e.transaction_id = lt.id
               where lt.reference = 'refund:' || r.id::text
            ) t on true
           where (r.status = 'refunded') <> (t.moved is not null)
              or (t.moved is not null and t.moved <> r.amount_cents)
           order by r.id limit ${EXAMPLES}`,
    );
    const rows = (result as unknown as { rows: { id: string; status: string; amount: string; moved: string | null }[] })
      .rows;
    return rows.map(
      (r) =>
        `devolução ${r.id} (${r.status}, ${r.amount} centavos): ${r.moved === null ? "sem transação" : `transação move ${r.moved}`}`,
    );
  },
};
