import { sql } from "drizzle-orm";
import {
  BRAZILIAN_REGIONS,
  RECOMMENDED_SUPPLIERS_PER_PROJECT,
  supplierReason,
  type Proximity,
} from "@alicerce/shared/portfolio";
import { SUPPLIER_CATEGORIES, type SupplierCategory } from "@alicerce/shared/suppliers";
import type { ProjectSuppliers } from "@alicerce/shared/schemas/portfolio";
import type { Database } from "../../db/client.ts";
import { ACTIVE_PROJECT_STATUSES, quotationOfProject } from "./sql-fragments.ts";
import { num, rowsOf } from "./sql-rows.ts";

/** "Outros" says nothing about what a work needs: it is never a missing category. */
const NEEDED_CATEGORIES = SUPPLIER_CATEGORIES.filter((c) => c !== "outros");

type ProjectRow = { id: string; title: string; location_city: string; location_state: string };
type CoveredRow = { project_id: string; category: SupplierCategory };
type SupplierRow = {
  project_id: string;
  id: string;
  company_name: string;
  category: SupplierCategory;
  location_city: string;
  location_state: string;
  verified: boolean;
  rating: string | null;
  review_count: number;
  concluded_count: number;
  proximity: Proximity;
};

/** The states and their regions as a VALUES list, so the ranking can compare regions in SQL. */
const regionsTable = () =>
  sql`(values ${sql.join(
    Object.entries(BRAZILIAN_REGIONS).map(([uf, region]) => sql`(${uf}, ${region})`),
    sql`, `,
  )}) as regions(uf, region)`;

/**
 * "Fornecedores recomendados" (docs/product/dashboard.md#recommendations), for each of the creator's
 * projects under way. A project lacks a category while none of its quotations in that category was
 * approved or concluded (a pending or rejected one still leaves it lacking). For each lacking
 * category the best supplier is taken, and a project shows its best RECOMMENDED_SUPPLIERS_PER_PROJECT
 * of them, ranked in SQL by distance (same state, then same region, then farther), average rating,
 * concluded quotations, verification and name. The creator's own supplier record is left out.
 */
export async function recommendSuppliers(db: Database, userId: string): Promise<ProjectSuppliers[]> {
  const active = sql`select id, title, location_city, location_state, created_by, created_at from projects
    where created_by = ${userId} and status in ${ACTIVE_PROJECT_STATUSES}`;
  const covered = sql`select distinct ap.id as project_id, s.category
    from (${active}) ap
    join quotations q on q.status in ('aprovado', 'concluido') and ${quotationOfProject("q", "ap")}
    join suppliers s on s.id = q.supplier_id`;

  const [projects, coveredRows, supplierRows] = await Promise.all([
    rowsOf<ProjectRow>(
      db,
      sql`select id, title, location_city, location_state from (${active}) ap order by created_at desc, id desc`,
    ),
    rowsOf<CoveredRow>(db, covered),
    rowsOf<SupplierRow>(
      db,
      sql`with ap as (${active}),
      covered as (${covered}),
      stats as (
        select s.id,
          (select avg(r.rating) from supplier_reviews r where r.supplier_id = s.id) as rating,
          (select count(*)::int from supplier_reviews r where r.supplier_id = s.id) as review_count,
          (select count(*)::int from quotations cq where cq.supplier_id = s.id and cq.status = 'concluido')
            as concluded_count
        from suppliers s where s.user_id <> ${userId} and s.category <> 'outros'
      ),
      candidates as (
        select ap.id as project_id, s.id, s.company_name, s.category, s.location_city, s.location_state,
          s.verified, stats.rating, stats.review_count, stats.concluded_count,
          case when s.location_state = ap.location_state then 2
            when pr.region = sr.region then 1 else 0 end as nearness
        from ap
          cross join suppliers s
          join stats on stats.id = s.id
          left join lateral (select region from ${regionsTable()} where uf = ap.location_state) pr on true
          left join lateral (select region from ${regionsTable()} where uf = s.location_state) sr on true
        where not exists (select 1 from covered c where c.project_id = ap.id and c.category = s.category)
      ),
      ordered as (
        select *, row_number() over (partition by project_id, category
          order by nearness desc, rating desc nulls last, concluded_count desc, verified desc, company_name, id) as in_category
        from candidates
      ),
      ranked as (
        select *, row_number() over (partition by project_id
          order by nearness desc, rating desc nulls last, concluded_count desc, verified desc, company_name, id) as place
        from ordered where in_category = 1
      )
      select project_id, id, company_name, category, location_city, location_state, verified,
        round(rating, 1) as rating, review_count, concluded_count,
        case nearness when 2 then 'same_state' when 1 then 'same_region' else 'other' end as proximity
      from ranked where place <= ${RECOMMENDED_SUPPLIERS_PER_PROJECT}
      order by project_id, place`,
    ),
  ]);

  return projects.map((project) => {
    const coveredHere = new Set(coveredRows.filter((c) => c.project_id === project.id).map((c) => c.category));
    return {
      project,
      missing_categories: NEEDED_CATEGORIES.filter((c) => !coveredHere.has(c)),
      suppliers: supplierRows
        .filter((s) => s.project_id === project.id)
        .map((s) => {
          const rating = num(s.rating);
          const concluded = Number(s.concluded_count);
          return {
            id: s.id,
            company_name: s.company_name,
            category: s.category,
            location_city: s.location_city,
            location_state: s.location_state,
            verified: Boolean(s.verified),
            rating,
            review_count: Number(s.review_count),
            concluded_count: concluded,
            proximity: s.proximity,
            reason: supplierReason({
              proximity: s.proximity,
              supplier_state: s.location_state,
              rating,
              concluded_count: concluded,
            }),
          };
        }),
    };
  });
}
