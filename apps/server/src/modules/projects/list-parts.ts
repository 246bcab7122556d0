import { sql, type SQL } from "drizzle-orm";
import { opaquePlaceholder } from "../../db/prepared-once.ts";
import { projects, projectTeamMembers } from "../../db/schema/index.ts";

/**
 * The reader, bound so that PostgreSQL plans every reader alike: the list's generic plan reads the same
 * few rows for any member (their own projects by primary key, the listed ones by index), and with the id
 * in view PostgreSQL kept planning each call anew, 1–2 ms of its CPU for 1 ms of reading (decision 068).
 */
export const reader = opaquePlaceholder("userId", "uuid");

/**
 * A project every logged-in person may see: public and past draft (visibleToMember's first part), on the
 * `status` and `visibility` columns of `alias` (the projects table, or a kept row that copies them).
 */
export const listedOn = (alias: string) => sql.raw(`${alias}.status <> 'draft' and ${alias}.visibility = 'public'`);

/** `listedOn` the projects table. */
export const listed = listedOn(`"projects"`);

/** The ids of the projects the member created or is on the team of (two index lookups). */
export const ownProjectIds = sql`select ${projects.id} from ${projects} where ${projects.createdBy} = ${reader}
      union all select ${projectTeamMembers.projectId} from ${projectTeamMembers}
        where ${projectTeamMembers.userId} = ${reader}`;

/** The ids of the projects the reader created ("mine"). */
export const createdProjectIds = sql`select ${projects.id} from ${projects} where ${projects.createdBy} = ${reader}`;

/** As json_build_object gives it: numbers for the counts, text for the money and the percentage. */
export type Summary = { total: number; fundraising: number; totalVolume: string; averageRoi: string | null };
export const EMPTY_SUMMARY: Summary = { total: 0, fundraising: 0, totalVolume: "0", averageRoi: null };

/**
 * The list's four figures over `rows` (projects, or a search's gathered matches), as one json value:
 * any rows with the projects' status, target_amount and roi columns.
 */
export const figuresOver = (rows: SQL) => sql<Summary>`(select json_build_object(
    'total', count(*),
    'fundraising', count(*) filter (where status = 'funding_open'),
    'totalVolume', coalesce(sum(target_amount), 0)::text,
    'averageRoi', round(avg(roi), 2)::text)
  from ${rows})`;

/**
 * The same four figures summed from kept figures (`rows` with status, projects, target, roi_sum and
 * roi_count: project_figures' or project_word_figures' rows, and a reader's own projects as rows of one).
 */
export const summedFigures = (rows: SQL) => sql<Summary>`(select json_build_object(
    'total', coalesce(sum(figures.projects), 0),
    'fundraising', coalesce(sum(figures.projects) filter (where figures.status = 'funding_open'), 0),
    'totalVolume', coalesce(sum(figures.target), 0)::text,
    'averageRoi', round(sum(figures.roi_sum) / nullif(sum(figures.roi_count), 0), 2)::text)
  from (${rows}) as figures)`;
