-- Grows the ledger of a demo database by `bench.pix` Pix received, for the payments bench's reads at a
-- million entries (bench/payments.mjs), as the product leaves its money's history: each credited Pix with its
-- `received_pix` row, its ledger transaction (escrow_bank +, a demo project's project_escrow −) and the
-- payer's receipt; one in ten refunded (its `payment_refunds` row and `refund:{id}` transaction) and one in ten
-- paid out to someone (its `payouts` row and `payout:{id}` transaction): 2.4 entries a Pix. The people are
-- others than the demo's (each receipt read by an account of its own), so every demo person sees what they
-- saw at demo size, on a platform whose history grew around them. One Pix a minute going back in time from
-- the start of today in São Paulo: today, the desk's default day, holds the demo's own movements only, as at
-- demo size. Released projects get none (their escrow stays empty, payments.released-escrows-empty).
-- The ledger's triggers (balanced at commit, kept balances, entries with their transaction) are skipped for
-- the bulk insert with session_replication_role = replica (decision 100: the superuser's way around them),
-- and the kept balances are then set to the sums of the entries, so `npm run ledger:check` still holds.
set session_replication_role = replica;

insert into ledger_accounts (kind) values ('escrow_bank') on conflict do nothing;
insert into ledger_accounts (kind, owner_id) select 'project_escrow', id from projects on conflict do nothing;

create temp table bench_pix as
  select gen_random_uuid() as id, g,
         'EBENCH' || lpad(g::text, 26, '0') as end_to_end_id,
         (date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')
           - g * interval '1 minute' as at,
         10000 + (g::bigint * 7919) % 990000 as cents
    from generate_series(1, current_setting('bench.pix')::int) g;

create temp table bench_projects as
  select a.id as account_id, a.owner_id as project_id, (row_number() over (order by a.id)) - 1 as n
    from ledger_accounts a
   where a.kind = 'project_escrow' and not exists (select 1 from payment_releases r where r.project_id = a.owner_id);

create temp table bench_pix_projects as
  select p.*, b.account_id, b.project_id
    from bench_pix p join bench_projects b on b.n = p.g % (select count(*) from bench_projects);

insert into received_pix (end_to_end_id, txid, amount_cents, horario, payer_document, payer_name, source, outcome,
                          project_id, received_at, processed_at)
  select end_to_end_id, 'bench' || lpad(g::text, 30, '0'), cents, at, '52998224725', 'Pagador de Carga', 'webhook',
         'credited', project_id, at, at
    from bench_pix_projects;

insert into ledger_transactions (id, kind, reference, memo, created_at)
  select id, 'pix_in', 'pix-in:' || end_to_end_id, 'Pix de carga (bench)', at from bench_pix;

insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
  select p.id, (select id from ledger_accounts where kind = 'escrow_bank'), p.cents, p.at from bench_pix p
  union all
  select p.id, p.account_id, -p.cents, p.at from bench_pix_projects p;

insert into payment_receipts (kind, ledger_reference, end_to_end_id, amount_cents, occurred_at, payer_name,
                              payer_document_masked, payee_name, payee_document_masked, project_id, reader_user_ids,
                              check_code, created_at)
  select 'pix_in', 'pix-in:' || end_to_end_id, end_to_end_id, cents, at, 'Pagador de Carga', '***.982.247-**',
         'Alicerce Custódia', '**.***.***/0001-**', project_id, array[gen_random_uuid()], 'BENCH' || lpad(g::text, 20, '0'),
         at
    from bench_pix_projects;

create temp table bench_refunds as
  select gen_random_uuid() as refund_id, gen_random_uuid() as refund_transaction_id, p.*
    from bench_pix_projects p where p.g % 10 = 0;

insert into payment_refunds (id, end_to_end_id, psp_refund_id, project_id, held_in, amount_cents, reason, cause,
                             status, attempts, requested_at, sent_at, refunded_at, updated_at)
  select refund_id, end_to_end_id, 'D' || lpad(g::text, 20, '0'), project_id, 'project_escrow', cents,
         'Desistência dentro do prazo (bench).', 'withdrawal', 'refunded', 1, at + interval '10 seconds',
         at + interval '20 seconds', at + interval '30 seconds', at + interval '30 seconds'
    from bench_refunds;

insert into ledger_transactions (id, kind, reference, memo, created_at)
  select refund_transaction_id, 'refund', 'refund:' || refund_id, 'Devolução de carga (bench)', at + interval '30 seconds'
    from bench_refunds;

insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
  select refund_transaction_id, account_id, cents, at + interval '30 seconds' from bench_refunds
  union all
  select refund_transaction_id, (select id from ledger_accounts where kind = 'escrow_bank'), -cents,
         at + interval '30 seconds'
    from bench_refunds;

create temp table bench_payouts as
  select 'BENCH' || lpad(g::text, 20, '0') as payout_id, gen_random_uuid() as payout_transaction_id, p.*
    from bench_pix_projects p where p.g % 10 = 5;

insert into payouts (id, send_id, kind, user_id, project_id, gross_cents, net_cents, key_type, key, holder_name,
                     holder_document, description, status, end_to_end_id, attempts, requested_at, paid_at, updated_at)
  select payout_id, payout_id, 'distribution', gen_random_uuid(), project_id, cents, cents, 'evp', gen_random_uuid()::text,
         'Recebedor de Carga', '52998224725', 'Distribuição (bench)', 'paid', 'EOUT' || lpad(g::text, 28, '0'), 1,
         at + interval '10 seconds', at + interval '30 seconds', at + interval '30 seconds'
    from bench_payouts;

insert into ledger_transactions (id, kind, reference, memo, created_at)
  select payout_transaction_id, 'payout', 'payout:' || payout_id, 'Repasse de carga (bench)', at + interval '30 seconds'
    from bench_payouts;

insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
  select payout_transaction_id, account_id, cents, at + interval '30 seconds' from bench_payouts
  union all
  select payout_transaction_id, (select id from ledger_accounts where kind = 'escrow_bank'), -cents,
         at + interval '30 seconds'
    from bench_payouts;

update ledger_accounts a
   set balance_cents = coalesce((select sum(e.amount_cents) from ledger_entries e where e.account_id = a.id), 0);

set session_replication_role = origin;
