import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import type { Invariant } from "../../../db/invariants.ts";

const EXAMPLES = 5;

/**
 * Every received Pix the intake processed is in the ledger under its own reference (decision 109):
 * credited to a project, held as unmatched, or held until its refund. Only `pending` (its job has not
 * run yet) may lack it.
 */
const receivedPixInLedger: Invariant = {
  name: "payments.received-pix-in-ledger",
  description: "todo Pix recebido e processado tem a sua transação pix-in:{endToEndId} no livro-razão.",
  async violations(db: Database) {
    const result = (await db.execute(
      sql`select r.end_to_end_id, r.outcome from received_pix r
           where r.outcome <> 'pending'
             and not exists (select 1 from ledger_transactions t where t.reference = 'pix-in:' || r.end_to_end_id)
           order by r.received_at limit ${EXAMPLES}`,
    )) as unknown as { rows: { end_to_end_id: string; outcome: string }[] };
    return result.rows.map((r) => `Pix ${r.end_to_end_id} (${r.outcome}) sem a transação pix-in:${r.end_to_end_id}`);
  },
};

export const pixInInvariants: readonly Invariant[] = [receivedPixInLedger];
