import { sql } from "drizzle-orm";
import type { ProjectCard } from "@alicerce/shared/schemas/projects";
import { projects } from "../../db/schema/index.ts";
import { toMoney } from "../../lib/money.ts";

/**
 * The project columns a card shows: only these, not the whole row, since every column read is
 * parsed by pg and mapped by drizzle for each card of every list page (decision 032).
 */
const cardProjectColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  locationCity: projects.locationCity,
  locationState: projects.locationState,
  projectType: projects.projectType,
  purpose: projects.purpose,
  visibility: projects.visibility,
  status: projects.status,
  targetAmount: projects.targetAmount,
  raisedAmount: projects.raisedAmount,
  minInvestment: projects.minInvestment,
  roi: projects.roi,
  timelineMonths: projects.timelineMonths,
  deadline: projects.deadline,
  manager: projects.manager,
  createdBy: projects.createdBy,
  createdAt: projects.createdAt,
  /** Kept at each commitment's commit (migration 0030, decision 085): no card counts its commitments. */
  investorCount: projects.investorCount,
};
type CardProject = { [K in keyof typeof cardProjectColumns]: (typeof projects.$inferSelect)[K] };

/** The columns a project card needs, with its cover image as a subquery (one index probe). */
// Subqueries use explicit aliases: inside a select list drizzle renders columns unqualified,
// which would make "id" mean the subquery's own table.
export const cardColumns = {
  project: cardProjectColumns,
  coverImageId: sql<string | null>`(
    select img.id from project_images img
    where img.project_id = "projects"."id"
    order by img.position, img.id limit 1)`.as("cover_image_id"),
  /** created_at with its microseconds, for exact keyset pagination. */
  // Named apart, so "created_at" and "id" name one column each (the list's union orders by them).
  cursorTime: sql<string>`"projects"."created_at"::text`.as("cursor_time"),
};

export type CardRow = { project: CardProject; coverImageId: string | null };

export const imageUrl = (projectId: string, imageId: string) => `/api/projects/${projectId}/images/${imageId}`;

export function toProjectCard(row: CardRow): ProjectCard {
  const p = row.project;
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    location_city: p.locationCity,
    location_state: p.locationState,
    project_type: p.projectType,
    purpose: p.purpose,
    visibility: p.visibility,
    status: p.status,
    target_amount: toMoney(p.targetAmount),
    raised_amount: toMoney(p.raisedAmount) ?? 0,
    min_investment: toMoney(p.minInvestment),
    roi: toMoney(p.roi),
    timeline_months: p.timelineMonths,
    deadline: p.deadline,
    manager: p.manager,
    created_by: p.createdBy,
    cover_image_url: row.coverImageId ? imageUrl(p.id, row.coverImageId) : null,
    investor_count: p.investorCount,
    created_at: p.createdAt.toISOString(),
  };
}
