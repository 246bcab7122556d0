-- Tops the demo data up to a platform's size (bench/scale.mjs, decision 068): copies of the demo's own rows,
-- so every row keeps the shapes the app writes (statuses, visibilities, versions, amounts). The target
-- sizes come from the session settings bench.projects, bench.investments, bench.documents,
-- bench.notifications and bench.messages. Copy g of a row gets ids derived from (id, g) with md5, so
-- copy g of a document or an investment lands on copy g of its project, and a document's series stays
-- a series. The demo's own accounts keep their own rows: the copies belong to generated people, one
-- creator per 10 projects and one investor per 10 commitments (decision 068), so each measured screen
-- reads what one person sees on a platform that grew around them, and PostgreSQL's statistics describe
-- a platform of many people (three investors holding 200 000 commitments made every generic plan read
-- them all). Idempotent per size: it only adds what is missing.
-- The heavy shape (bench.shape = 'heavy') gives the demo accounts a heavy user's share of the copies: the
-- demo investor bench.heavy_share ten-thousandths of the copied commitments (100: 1 %, about 2 000 of
-- 200 000), the demo creator as many of the copied projects (and so their documents), and it grows the
-- direct conversation between the demo investor and the demo creator instead of the investor's busiest.
create or replace function pg_temp.copy_id(id uuid, g int) returns uuid language sql immutable as
  $$ select md5(id::text || ':' || g)::uuid $$;
-- Generated person n (the same id at every size, so a larger size adds people).
create or replace function pg_temp.person(n int) returns uuid language sql immutable as
  $$ select md5('bench-person:' || n)::uuid $$;
-- Which of `people` generated people (numbered from `first`) a copied row with id `id` belongs to.
create or replace function pg_temp.owner(id uuid, first int, people int) returns uuid language sql immutable as
  $$ select pg_temp.person(first + abs(hashtext(id::text)) % people) $$;
-- Whether a copied row with id `id` goes to the heavy demo account (`share` ten-thousandths of the copies).
create or replace function pg_temp.heavy(id uuid, share int) returns boolean language sql immutable as
  $$ select abs(hashtext(id::text || ':heavy')) % 10000 < share $$;

do $$
declare
  want_projects int := current_setting('bench.projects')::int;
  want_investments int := current_setting('bench.investments')::int;
  want_documents int := current_setting('bench.documents')::int;
  want_notifications int := current_setting('bench.notifications')::int;
  want_messages int := current_setting('bench.messages')::int;
  demo_projects int;
  investor uuid := (select id from users where email = 'investidor@alicerce.dev');
  creator uuid := (select id from users where email = 'criador@alicerce.dev');
  heavy_share int := case when current_setting('bench.shape', true) = 'heavy'
    then coalesce(current_setting('bench.heavy_share', true), '100')::int else 0 end;
  -- Generated creators are people 1..creators, generated investors creators + 1..creators + investors.
  creators int := greatest(want_projects / 10, 1);
  investors int := greatest(want_investments / 10, 1);
  first_investor int := 1000000;
  have int;
  copies int;
  conversation uuid;
begin
  -- Each reader's kept documents (migration 0050): paused for this bulk load (their rewrites would take a lock
  -- per copied project in this one transaction), rebuilt once at the end.
  alter table document_series_audiences disable trigger document_series_audiences_keep_readers;
  alter table investments disable trigger investments_keep_document_readers;
  alter table project_team_members disable trigger project_team_members_keep_document_readers;
  alter table projects disable trigger projects_keep_document_readers;

  -- The generated people: accounts without a password (nobody logs in as them), with a profile.
  insert into users (id, name, email, email_verified, created_at, updated_at)
    select pg_temp.person(n), 'Pessoa de carga ' || n, 'pessoa-' || n || '@carga.alicerce.dev', true,
      now() - interval '400 days', now() - interval '400 days'
    from (select generate_series(1, creators) n union all
          select generate_series(first_investor, first_investor + investors - 1)) people
    on conflict (id) do nothing;
  insert into profiles (user_id, name, type)
    select pg_temp.person(n), 'Pessoa de carga ' || n, case when n < first_investor then 'creator' else 'investor' end::user_type
    from (select generate_series(1, creators) n union all
          select generate_series(first_investor, first_investor + investors - 1)) people
    on conflict (user_id) do nothing;

  -- Projects: copy g of each demo project (the demo's are the ones no copy id names).
  create temporary table demo_project on commit drop as select * from projects where title !~ ' · cópia [0-9]+$';
  demo_projects := (select count(*) from demo_project);
  have := (select count(*) from projects);
  copies := ceil(greatest(want_projects - have, 0)::numeric / demo_projects);
  -- The project list's kept figures (migration 0016): paused for this bulk load, counted once after.
  alter table projects disable trigger projects_keep_figures;
  insert into projects (id, title, description, location_city, location_state, location_address, project_type, purpose,
      visibility, status, target_amount, minimum_target_amount, min_investment, raised_amount, roi, timeline_months,
      deadline, manager, search_text, created_by, review_requested_at, funding_opened_at, funding_failed_at, created_at, updated_at)
    select pg_temp.copy_id(p.id, g), p.title || ' · cópia ' || g, p.description, p.location_city, p.location_state,
      p.location_address, p.project_type, p.purpose, p.visibility, p.status, p.target_amount, p.minimum_target_amount,
      p.min_investment, p.raised_amount, p.roi, p.timeline_months, p.deadline, p.manager,
      p.search_text || ' copia ' || g,
      case when pg_temp.heavy(pg_temp.copy_id(p.id, g), heavy_share) then creator
        else pg_temp.owner(pg_temp.copy_id(p.id, g), 1, creators) end,
      p.review_requested_at, p.funding_opened_at, p.funding_failed_at,
      p.created_at - g * interval '1 hour', p.updated_at - g * interval '1 hour'
    from demo_project p, generate_series(1, copies + 2000) g
    where not exists (select 1 from projects o where o.id = pg_temp.copy_id(p.id, g))
    order by g, p.id
    limit greatest(want_projects - have, 0);
  alter table projects enable trigger projects_keep_figures;
  delete from project_figures;
  insert into project_figures (visibility, status, project_type, purpose, projects, target_amount, roi_sum, roi_count)
    select visibility, status, project_type, purpose, count(*), coalesce(sum(target_amount), 0), coalesce(sum(roi), 0),
      count(roi)
    from projects group by 1, 2, 3, 4;
  -- Every demo project has its copies 1..copies (the last round may be partial: the exists checks skip it).
  copies := greatest(((select count(*) from projects)::int - demo_projects) / demo_projects, 1);

  -- Investments: copy g of each demo commitment, on copy g of its project. The kept totals' row trigger
  -- (migrations 0014, 0030 and 0044) would update rows per copied commitment; for this bulk load it is paused
  -- and the totals and the projects' investor counts counted once after, as the migrations do.
  alter table investments disable trigger investments_keep_totals;
  have := (select count(*) from investments);
  -- A copy past its withdrawal period stands for a commitment whose SCP contract was made when it fell
  -- due, as on a platform that grew to this size (contract_requested, the flag the contracts job reads):
  -- otherwise the job would spend the whole measurement writing tens of thousands of contract PDFs, a
  -- backlog no running platform has, and every line would measure that instead of its own reads.
  insert into investments (id, project_id, investor_id, amount, status, withdrawable_until, withdrawn_at, cancelled_at,
      cancel_reason, created_at, contract_requested)
    select pg_temp.copy_id(i.id, g), pg_temp.copy_id(i.project_id, 1 + (g - 1) % copies),
      case when pg_temp.heavy(pg_temp.copy_id(i.id, g), heavy_share) then investor
        else pg_temp.owner(pg_temp.copy_id(i.id, g), first_investor, investors) end,
      i.amount, i.status, i.withdrawable_until - g * interval '1 hour', i.withdrawn_at, i.cancelled_at, i.cancel_reason,
      i.created_at - g * interval '1 hour',
      i.status = 'active' and i.withdrawable_until - g * interval '1 hour' <= now()
    from investments i, generate_series(1, 20000) g
    where i.project_id in (select id from demo_project)
      and exists (select 1 from projects p where p.id = pg_temp.copy_id(i.project_id, 1 + (g - 1) % copies))
      and not exists (select 1 from investments o where o.id = pg_temp.copy_id(i.id, g))
    order by g, i.id
    limit greatest(want_investments - have, 0);
  alter table investments enable trigger investments_keep_totals;
  -- Each investor's kept home figures (migration 0044) with their commitments' count.
  delete from investor_active_commitments;
  insert into investor_active_commitments (investor_id, active, amount, active_projects, roi_weighted, roi_amount)
    select i.investor_id, count(*), sum(i.amount),
      count(distinct i.project_id) filter (where p.status <> 'completed'),
      coalesce(sum(i.amount * p.roi) filter (where p.roi is not null), 0),
      coalesce(sum(i.amount) filter (where p.roi is not null), 0)
    from investments i join projects p on p.id = i.project_id where i.status = 'active' group by i.investor_id;
  -- Each project's kept investor count (migration 0030), counted once the same way.
  delete from project_investor_commitments;
  insert into project_investor_commitments (project_id, investor_id, active, amount)
    select project_id, investor_id, count(*), sum(amount) from investments where status = 'active' group by 1, 2;
  -- The amounts in their withdrawal period by the hour it ends (migration 0044), for the hours a reader adds up.
  delete from investment_withdrawal_hours;
  insert into investment_withdrawal_hours (ends_hour, stripe, amount)
    select date_trunc('hour', withdrawable_until, 'UTC'), 0, sum(amount) from investments
    where status = 'active' and withdrawable_until >= date_trunc('hour', now(), 'UTC') - interval '1 hour'
    group by 1;
  -- (A project with no active commitment had 0 before the copies and has none among them.)
  update projects p set investor_count = c.investors
    from (select project_id, count(*)::int investors from project_investor_commitments group by 1) c
    where c.project_id = p.id and p.investor_count <> c.investors;
  update investment_totals t set amount = a.amount, commitments = a.commitments, investors = a.investors
    from (select coalesce(sum(amount), 0) amount, count(*) commitments, count(distinct investor_id) investors
      from investments where status = 'active') a where t.id;

  -- Documents: copy g of each demo document (its series too), on copy g of its project, the same file,
  -- uploaded by that copy's creator.
  have := (select count(*) from documents);
  insert into documents (id, series_id, project_id, file_id, name, category, visibility, version, uploaded_by,
      review_status, review_comment, reviewed_at, verification_code, download_count, search_text, created_at)
    select pg_temp.copy_id(d.id, g), pg_temp.copy_id(d.series_id, g), copy.id, d.file_id, d.name,
      d.category, d.visibility, d.version, copy.created_by,
      d.review_status, d.review_comment, d.reviewed_at, md5(d.verification_code || ':' || g), 0, d.search_text,
      d.created_at - g * interval '1 hour'
    from documents d cross join generate_series(1, copies) g
      join projects copy on copy.id = pg_temp.copy_id(d.project_id, g)
    where d.project_id in (select id from demo_project)
      and not exists (select 1 from documents o where o.id = pg_temp.copy_id(d.id, g))
    order by g, d.id
    limit greatest(want_documents - have, 0);

  -- Notifications: the demo investor's inbox grows to bench.notifications, older than the demo's.
  have := (select count(*) from notifications where user_id = investor);
  insert into notifications (user_id, title, body, link, read_at, created_at)
    select investor, 'Atualização do projeto ' || g, 'Uma nova etapa foi concluída no projeto ' || g || '.',
      null, case when g % 3 = 0 then null else now() end, now() - interval '30 days' - g * interval '1 minute'
    from generate_series(1, greatest(want_notifications - have, 0)) g;

  -- Messages: the demo investor's busiest conversation grows to bench.messages, older than its own (in the
  -- heavy shape, the direct one with the demo creator).
  if heavy_share > 0 then
    conversation := (select c.id from conversations c where c.type = 'direct'
      and exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id = investor)
      and exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id = creator)
      limit 1);
  else
    conversation := (select m.conversation_id from messages m join conversation_participants c
        on c.conversation_id = m.conversation_id and c.user_id = investor group by 1 order by count(*) desc limit 1);
  end if;
  if conversation is not null then
    have := (select count(*) from messages where conversation_id = conversation);
    insert into messages (conversation_id, sender_id, client_id, content, created_at)
      select conversation, c.user_id, 'bench-scale-' || g, 'Mensagem antiga de carga ' || g,
        now() - interval '30 days' - g * interval '1 second'
      from generate_series(have + 1, want_messages) g
      cross join lateral (select user_id from conversation_participants
        where conversation_id = conversation order by user_id offset (g % 2) limit 1) c;
  end if;

  alter table document_series_audiences enable trigger document_series_audiences_keep_readers;
  alter table investments enable trigger investments_keep_document_readers;
  alter table project_team_members enable trigger project_team_members_keep_document_readers;
  alter table projects enable trigger projects_keep_document_readers;
  perform document_reader_series_rebuild();
end $$;

analyze;
