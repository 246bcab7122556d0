-- Grows one demo project's life after its raise (bench/project-life.mjs, issue 30): distributions split
-- among its confirmed commitments. The project is the one whose id is in the setting bench.project, the
-- count in bench.distributions. Idempotent: only adds what is missing.
do $$
declare
  project uuid := current_setting('bench.project')::uuid;
  want_distributions int := current_setting('bench.distributions')::int;
  creator uuid := (select created_by from projects where id = project);
  have int;
begin
  select count(*) into have from distributions where project_id = project;
  if have < want_distributions then
    create temporary table new_distribution on commit drop as
      select gen_random_uuid() as id, g
      from generate_series(have + 1, want_distributions) g;
    insert into distributions (id, project_id, kind, total_cents, paid_on, note, created_by)
      select id, project, case when g % 10 = 0 then 'amortization' else 'income' end::distribution_kind,
        100000 + g * 37, (current_date - g)::date, 'Distribuição de carga nº ' || g, creator
      from new_distribution;
    -- Each investor's share: an even split is enough for reading (the split rule has its own tests).
    insert into distribution_shares (distribution_id, investor_id, basis_cents, amount_cents)
      select d.id, i.investor_id, i.cents, (100000 + d.g * 37) / count(*) over (partition by d.id)
      from new_distribution d
      cross join (
        select investor_id, (sum(amount) * 100)::bigint as cents from investments
        where project_id = project and status = 'active' group by investor_id
      ) i;
  end if;
end $$;
