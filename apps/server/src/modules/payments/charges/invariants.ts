import { sql } from "drizzle-orm";
import type { Invariant } from "../../../db/invariants.ts";

/** How many offending rows an invariant names. */
const EXAMPLES = 5;

/**
 * Every charge a Pix paid (paid, refunding, refunded or released) names that Pix, and the ledger holds its
 * `pix-in:{endToEndId}` bringing exactly the charge's amount into the escrow account (decision 107): the
 * product never shows "Pago" for money the ledger has not seen.
 */
export const chargesPaidPosted: Invariant = {
  name: "payments.charges-paid-posted",
  description:
    "cada cobrança paga tem sua transação pix-in:{endToEndId} no livro-razão, trazendo exatamente o seu valor à conta de custódia.",
  async violations(db) {
    const result = await db.execute(
      sql`select c.id, c.status, c.amount_cents::text as amount, t.moved::text as moved
            from payment_charges c
            left join lateral (
              select sum(e.amount_cents) as moved
                from ledger_transactions lt
                join ledger_entries e on e.transaction_id = lt.id
                join ledger_accounts a on a.id = e.account_id and a.kind = 'escrow_bank'
               where lt.reference = 'pix-in:' || c.end_to_end_id
            ) t on true
           where c.status in ('paid', 'refunding', 'refunded', 'released')
             and (t.moved is null or t.moved <> c.amount_cents)
           order by c.id limit ${EXAMPLES}`,
    );
    const rows = (result as unknown as { rows: { id: string; status: string; amount: string; moved: string | null }[] })
      .rows;
    return rows.map(
      (r) =>
        `cobrança ${r.id} (${r.status}, ${r.amount} centavos): ${r.moved === null ? "sem transação pix-in" : `pix-in traz ${r.moved}`}`,
    );
  },
};
