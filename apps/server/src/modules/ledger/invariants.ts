import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Invariant } from "../../db/invariants.ts";

/** How many offending rows an invariant names: enough to start looking, short enough to read. */
const EXAMPLES = 5;

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const keptBalances: Invariant = {
  name: "ledger.kept-balances",
  description: "o saldo guardado de cada conta é a soma dos seus lançamentos.",
  async violations(db) {
    const rows = await rowsOf<{ id: string; kind: string; kept: string; total: string }>(
      db,
      sql`select a.id, a.kind, a.balance_cents::text as kept, coalesce(sum(e.amount_cents), 0)::text as total
            from ledger_accounts a left join ledger_entries e on e.account_id = a.id
           group by a.id
          having a.balance_cents <> coalesce(sum(e.amount_cents), 0)
           order by a.id limit ${EXAMPLES}`,
    );
    return rows.map((r) => `conta ${r.id} (${r.kind}): saldo guardado ${r.kept}, soma dos lançamentos ${r.total}`);
  },
};

const balancedTransactions: Invariant = {
  name: "ledger.balanced-transactions",
  description: "cada transação tem ao menos dois lançamentos, que somam zero.",
  async violations(db) {
    const rows = await rowsOf<{ id: string; reference: string; entries: string; total: string }>(
      db,
      sql`select t.id, t.reference, count(e.id)::text as entries, coalesce(sum(e.amount_cents), 0)::text as total
            from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
           group by t.id
          having count(e.id) < 2 or coalesce(sum(e.amount_cents), 0) <> 0
           order by t.id limit ${EXAMPLES}`,
    );
    return rows.map((r) => `transação ${r.id} (${r.reference}): ${r.entries} lançamento(s) somando ${r.total}`);
  },
};

const mirroredReversals: Invariant = {
  name: "ledger.mirrored-reversals",
  description: "um estorno repete os lançamentos da transação que estorna, com o sinal trocado.",
  async violations(db) {
    const rows = await rowsOf<{ id: string; reference: string }>(
      db,
      sql`select r.id, r.reference from ledger_transactions r
           where r.reverses is not null and (
             exists (select account_id, amount_cents from ledger_entries where transaction_id = r.id
                     except all
                     select account_id, -amount_cents from ledger_entries where transaction_id = r.reverses)
             or exists (select account_id, -amount_cents from ledger_entries where transaction_id = r.reverses
                        except all
                        select account_id, amount_cents from ledger_entries where transaction_id = r.id))
           order by r.id limit ${EXAMPLES}`,
    );
    return rows.map((r) => `estorno ${r.id} (${r.reference}) não espelha a transação estornada`);
  },
};

/** The ledger's own rules; the modules that record money add theirs beside them (app-ledger-invariants.ts). */
export const ledgerInvariants: readonly Invariant[] = [keptBalances, balancedTransactions, mirroredReversals];
