import { sql, type SQL } from "drizzle-orm";

/** Statuses of a project that is under way: past draft, not yet completed. */
export const ACTIVE_PROJECT_STATUSES = sql`('planning', 'funding_open', 'in_progress')`;

/**
 * Whether a quotation names one of the requester's projects. Quotations carry the project's name as
 * typed ("Centro Empresarial Atlântico — estacas hélice"), not its id: a quotation of the project's
 * creator whose name is the project's title, or starts with it followed by anything but a letter or
 * digit, is that project's (docs/decisions/023-home-figures-and-recommendations.md).
 */
export function quotationOfProject(quotation: string, project: string): SQL {
  const q = sql.raw(quotation);
  const p = sql.raw(project);
  return sql`(${q}.project_creator_id = ${p}.created_by
    and starts_with(lower(${q}.project_name), lower(${p}.title))
    and substr(lower(${q}.project_name), length(${p}.title) + 1, 1) !~ '[[:alnum:]]')`;
}

/** An investment (alias `alias`) still held at instant `at`: made before it, neither withdrawn nor cancelled by then. */
export function heldAt(alias: string, at: SQL): SQL {
  const i = sql.raw(alias);
  return sql`(${i}.created_at < ${at}
    and (${i}.withdrawn_at is null or ${i}.withdrawn_at >= ${at})
    and (${i}.cancelled_at is null or ${i}.cancelled_at >= ${at}))`;
}

/** The first instant of São Paulo's calendar year `year`. */
export const yearStart = (year: number | SQL) =>
  sql`make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'America/Sao_Paulo')`;
