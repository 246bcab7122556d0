import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import type { Invariant } from "../../../db/invariants.ts";

const EXAMPLES = 5;

/**
 * Every "devolver ao pagador" on the desk asked its refund in the same transaction (decision 119): a trail
 * row saying the money goes back, with no refund of that Pix, would be a promise nobody keeps.
 */
export const deskRefundsAsked: Invariant = {
  name: "payments.desk-refunds-asked",
  description: "toda resolução “devolver ao pagador” da mesa de conciliação tem a devolução do seu Pix.",
  async violations(db: Database) {
    const result = (await db.execute(
      sql`select r.difference_key from reconciliation_resolutions r
           where r.action = 'refund_payer'
             and not exists (select 1 from payment_refunds f
                              where f.end_to_end_id = substring(r.difference_key from length('pix-unmatched:') + 1))
           order by r.created_at limit ${EXAMPLES}`,
    )) as unknown as { rows: { difference_key: string }[] };
    return result.rows.map((r) => `resolução ${r.difference_key} sem a devolução do Pix`);
  },
};
