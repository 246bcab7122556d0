-- Grows one demo project's life after its raise (bench/project-life.mjs): distributions split
-- among its confirmed commitments, and diary updates with two photos each (the project's own gallery
-- files), and expenses spread over its phases. The project is the one whose id is in the setting
-- bench.project, the counts in bench.distributions, bench.updates and bench.expenses. Idempotent: only
-- adds what is missing.
do $$
declare
  project uuid := current_setting('bench.project')::uuid;
  want_distributions int := current_setting('bench.distributions')::int;
  want_updates int := current_setting('bench.updates')::int;
  want_expenses int := current_setting('bench.expenses')::int;
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

  select count(*) into have from diary_updates where project_id = project;
  if have < want_updates then
    create temporary table new_update on commit drop as
      select gen_random_uuid() as id, g, (
        select id from project_phases where project_id = project order by position offset (g % 3) limit 1
      ) as phase_id
      from generate_series(have + 1, want_updates) g;
    insert into diary_updates (id, project_id, phase_id, phase_name, progress, text, author_id, created_at)
      select u.id, project, u.phase_id, coalesce(p.name, 'Fase'), least(100, g % 101),
        'Atualização de carga nº ' || g || ': concretagem, alvenaria e instalações conforme o cronograma.',
        creator, now() - make_interval(hours => g)
      from new_update u left join project_phases p on p.id = u.phase_id;
    insert into diary_photos (update_id, file_id, description, position)
      select u.id, i.file_id, 'Foto ' || i.position, i.position
      from new_update u
      cross join (select file_id, position from project_images where project_id = project order by position limit 2) i;
  end if;

  select count(*) into have from project_expenses where project_id = project;
  if have < want_expenses then
    insert into project_expenses (project_id, phase_id, amount_cents, spent_on, description, supplier_name, created_by)
      select project,
        (select id from project_phases where project_id = project order by position offset (g % 3) limit 1),
        5000 + g * 13, (current_date - (g % 400))::date, 'Despesa de carga nº ' || g, 'Fornecedor de carga', creator
      from generate_series(have + 1, want_expenses) g;
  end if;
end $$;

-- Statistics for the grown tables now, as the scale top-up does, rather than from autovacuum in the middle of the first lines.
analyze;
