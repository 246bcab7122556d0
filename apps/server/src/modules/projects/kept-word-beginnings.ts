import { sql } from "drizzle-orm";
import type { Invariant } from "../../db/invariants.ts";
import { rowsOf } from "../../db/rows-of.ts";

/**
 * What migration 0049's trigger keeps for the project search (decision 136), each proven equal to a fresh
 * computation from the projects themselves: their search text cut into words here again, not by the
 * migration's function, so a wrong cut in either shows. Run by `npm run ledger:check` beside the kept
 * figures of the investments, and by the tests after every change of what a search finds or counts.
 */

/** How many offending rows an invariant names. */
const EXAMPLES = 5;

/** Each project's distinct word beginnings of three letters or more, with the project's columns. */
const freshBeginnings = sql`select distinct left(word, n) as beginning, p.id as project_id, p.created_at, p.status,
      p.visibility, p.project_type, p.purpose, p.created_by, p.target_amount, p.roi
    from projects p
      cross join lateral regexp_split_to_table(lower(p.search_text), '[^a-z0-9]+') as word
      cross join lateral generate_series(3, length(word)) as n`;

const keptBeginnings: Invariant = {
  name: "projects.kept-word-beginnings",
  description:
    "as linhas guardadas da busca por início de palavra são, para cada projeto, os inícios das palavras do seu nome, cidade, estado e responsável, com o seu status, visibilidade, tipo, finalidade, criador, alvo e rentabilidade.",
  async violations(db) {
    const rows = await rowsOf<{ project: string; beginning: string; kept: string | null; fresh: string | null }>(
      db,
      sql`with fresh as (${freshBeginnings})
          select coalesce(k.project_id, f.project_id) as project, coalesce(k.beginning, f.beginning) as beginning,
            concat_ws(' / ', k.created_at, k.status, k.visibility, k.project_type, k.purpose, k.created_by,
              k.target_amount, k.roi) as kept,
            concat_ws(' / ', f.created_at, f.status, f.visibility, f.project_type, f.purpose, f.created_by,
              f.target_amount, f.roi) as fresh
          from project_word_beginnings k
            full join fresh f on f.beginning = k.beginning and f.project_id = k.project_id
          where (k.project_id, k.created_at, k.status, k.visibility, k.project_type, k.purpose, k.created_by,
              k.target_amount, k.roi)
            is distinct from (f.project_id, f.created_at, f.status, f.visibility, f.project_type, f.purpose,
              f.created_by, f.target_amount, f.roi)
          order by 1, 2 limit ${EXAMPLES}`,
    );
    return rows.map(
      (r) =>
        `projeto ${r.project}, início "${r.beginning}": guardado ${r.kept || "nada"}, calculado ${r.fresh || "nada"}`,
    );
  },
};

const keptFigures: Invariant = {
  name: "projects.kept-word-figures",
  description:
    "os números guardados de cada início de palavra por visibilidade, status, tipo e finalidade (projetos, soma dos alvos e das rentabilidades) são os contados dos projetos.",
  async violations(db) {
    const rows = await rowsOf<{ key: string; kept: string | null; counted: string | null }>(
      db,
      sql`with counted as (
            select beginning, visibility, status, project_type, purpose, count(*)::int as projects,
              coalesce(sum(target_amount), 0) as target_amount, coalesce(sum(roi), 0) as roi_sum,
              count(roi)::int as roi_count
            from (${freshBeginnings}) as fresh group by 1, 2, 3, 4, 5),
          kept as (select * from project_word_figures
            where (projects, target_amount, roi_sum, roi_count) <> (0, 0, 0, 0))
          select concat_ws(' / ', coalesce(k.beginning, c.beginning), coalesce(k.visibility, c.visibility),
              coalesce(k.status, c.status), coalesce(k.project_type, c.project_type),
              coalesce(k.purpose, c.purpose)) as key,
            concat_ws(' / ', k.projects, k.target_amount, k.roi_sum, k.roi_count) as kept,
            concat_ws(' / ', c.projects, c.target_amount, c.roi_sum, c.roi_count) as counted
          from kept k full join counted c on (c.beginning, c.visibility, c.status, c.project_type, c.purpose)
            = (k.beginning, k.visibility, k.status, k.project_type, k.purpose)
          where (k.projects, k.target_amount, k.roi_sum, k.roi_count)
            is distinct from (c.projects, c.target_amount, c.roi_sum, c.roi_count)
          order by 1 limit ${EXAMPLES}`,
    );
    return rows.map((r) => `${r.key}: guardado ${r.kept || "nada"}, contado ${r.counted || "nada"}`);
  },
};

export const projectSearchInvariants: readonly Invariant[] = [keptBeginnings, keptFigures];
