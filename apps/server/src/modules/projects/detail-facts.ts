import { sql, type Placeholder } from "drizzle-orm";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";

/**
 * What the project page shows besides the project row, as correlated subqueries of the statement
 * that reads the row: one round trip instead of ten. The page was bound by the server's CPU, not the
 * database's (the project-life bench, decision 065: ~0.5 ms of execution for ~7 ms of process time per request, most of
 * it building, sending and decoding small statements), so the facts travel with the row.
 *
 * Columns are named literally ("projects"."id"): drizzle writes a single-table select's own columns
 * unqualified, which a subquery would take for its own table's.
 */
export function detailFacts(viewerId: string | Placeholder) {
  return {
    creatorName: sql<string | null>`coalesce(
      (select pr.name from profiles pr where pr.user_id = "projects"."created_by"),
      (select u.name from users u where u.id = "projects"."created_by"))`.as("creator_name"),
    creatorVerified: sql<boolean | null>`(
      select pr.verified from profiles pr where pr.user_id = "projects"."created_by")`.as("creator_verified"),
    imageIds: sql<string[]>`(
      select coalesce(json_agg(img.id order by img.position, img.id), '[]'::json)
      from project_images img where img.project_id = "projects"."id")`.as("image_ids"),
    team: sql<TeamFact[]>`(
      select coalesce(json_agg(json_build_object(
        'id', m.id, 'name', m.name, 'role', m.role, 'experience', m.experience,
        'invitation_status', m.invitation_status, 'user_id', m.user_id) order by m.position), '[]'::json)
      from project_team_members m where m.project_id = "projects"."id")`.as("team"),
    phases: sql<PhaseFact[]>`(
      select coalesce(json_agg(json_build_object(
        'id', ph.id, 'name', ph.name, 'description', ph.description, 'start_date', ph.start_date,
        'end_date', ph.end_date, 'status', ph.status, 'budget_cents', ph.budget_cents) order by ph.position), '[]'::json)
      from project_phases ph where ph.project_id = "projects"."id")`.as("phases"),
    interestCount: sql<number>`(
      select count(*)::int from project_interests i where i.project_id = "projects"."id")`.as("interest_count"),
    viewerInterested: sql<boolean>`exists (
      select 1 from project_interests i where i.project_id = "projects"."id" and i.user_id = ${viewerId})`.as(
      "viewer_interested",
    ),
    /** The viewer's active commitments in this project (numeric, as text). */
    viewerInvested: sql<string>`(
      select coalesce(sum(inv.amount), 0)::text from investments inv
      where inv.project_id = "projects"."id" and inv.investor_id = ${viewerId} and inv.status = 'active')`.as(
      "viewer_invested",
    ),
    /** The creator's ratings over all their completed projects. */
    creatorRatings: sql<{ average: number | null; n: number }>`(
      select json_build_object('average', avg(r.rating), 'n', count(*))
      from project_ratings r join projects rated on rated.id = r.project_id
      where rated.created_by = "projects"."created_by" and rated.status = 'completed')`.as("creator_ratings"),
    viewerRating: sql<RatingFact | null>`(
      select json_build_object('rating', r.rating, 'comment', r.comment, 'created_at', r.created_at)
      from project_ratings r where r.project_id = "projects"."id" and r.investor_id = ${viewerId})`.as("viewer_rating"),
  };
}

export type TeamFact = {
  id: string;
  name: string;
  role: ProjectDetail["team"][number]["role"];
  experience: string | null;
  invitation_status: ProjectDetail["team"][number]["invitation_status"];
  user_id: string | null;
};

export type PhaseFact = {
  id: string;
  name: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  status: ProjectDetail["phases"][number]["status"];
  budget_cents: number;
};

/** created_at as PostgreSQL writes a timestamptz in JSON ("2026-11-26T12:00:00.123456+00:00"). */
export type RatingFact = { rating: number; comment: string | null; created_at: string };
