import { sql } from "drizzle-orm";
import type { Invariant } from "../../../db/invariants.ts";

/** How many offending rows an invariant names. */
const EXAMPLES = 5;

/**
 * Every receipt proves a movement the ledger holds: its reference names a ledger transaction, and it
 * shows no more than that transaction moved (a release's receipt may show the issuer's net, less than
 * the gross the transaction moved with the fee) (docs/decisions/117-payment-receipts.md).
 */
export const receiptsPosted: Invariant = {
  name: "payments.receipts-posted",
  description: "cada comprovante tem a sua transação no livro-razão e não mostra mais do que ela movimentou.",
  async violations(db) {
    const result = await db.execute(
      sql`select r.id, r.ledger_reference as reference, r.amount_cents::text as amount, t.moved::text as moved
            from payment_receipts r
            left join lateral (
              select sum(e.amount_cents) filter (where e.amount_cents > 0) as moved
                from ledger_transactions lt join ledger_entries e on e.transaction_id = lt.id
               where lt.reference = r.ledger_reference
            ) t on true
           where t.moved is null or r.amount_cents > t.moved
           order by r.id limit ${EXAMPLES}`,
    );
    const rows = (
      result as unknown as { rows: { id: string; reference: string; amount: string; moved: string | null }[] }
    ).rows;
    return rows.map(
      (r) =>
        `comprovante ${r.id} (${r.reference}, ${r.amount} centavos): ${r.moved === null ? "sem transação" : `a transação move ${r.moved}`}`,
    );
  },
};
