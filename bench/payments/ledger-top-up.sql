-- Grows the ledger of a demo database to `bench.transactions` Pix received (two entries each), for the
-- payments bench's reads at a million entries (bench/payments.mjs): each Pix is escrow_bank + and a demo
-- project's project_escrow −, one a minute going back in time, as the intake posts them. The ledger's
-- triggers (balanced at commit, kept balances, entries with their transaction) are skipped for the bulk
-- insert with session_replication_role = replica (decision 100: the superuser's way around them), and the
-- kept balances are then set to the sums of the entries, so `npm run ledger:check` still holds.
set session_replication_role = replica;

insert into ledger_accounts (kind) values ('escrow_bank') on conflict do nothing;
insert into ledger_accounts (kind, owner_id) select 'project_escrow', id from projects on conflict do nothing;

create temp table bench_pix as
  select gen_random_uuid() as id, g, now() - g * interval '1 minute' as at, 10000 + (g::bigint * 7919) % 990000 as cents
    from generate_series(1, current_setting('bench.transactions')::int) g;

insert into ledger_transactions (id, kind, reference, memo, created_at)
  select id, 'pix_in', 'pix-in:EBENCH' || lpad(g::text, 26, '0'), 'Pix de carga (bench)', at from bench_pix;

create temp table bench_projects as
  select id, (row_number() over (order by id)) - 1 as n from ledger_accounts where kind = 'project_escrow';

insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
  select p.id, (select id from ledger_accounts where kind = 'escrow_bank'), p.cents, p.at from bench_pix p
  union all
  select p.id, b.id, -p.cents, p.at
    from bench_pix p join bench_projects b on b.n = p.g % (select count(*) from bench_projects);

update ledger_accounts a
   set balance_cents = coalesce((select sum(e.amount_cents) from ledger_entries e where e.account_id = a.id), 0);

set session_replication_role = origin;
analyze ledger_accounts;
analyze ledger_transactions;
analyze ledger_entries;
