import { toReais } from "@alicerce/shared/distribution-split";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import type { Database } from "../../db/client.ts";
import {
  investments,
  profiles,
  projectImages,
  projectInterests,
  projectPhases,
  projects,
  projectTeamMembers,
  user as users,
} from "../../db/schema/index.ts";
import { canManage, mayReadReviews, mayUploadDocuments, projectNotFound, visibleTo } from "./access.ts";
import { toMoney } from "../../lib/money.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { cardColumns, imageUrl, toProjectCard } from "./project-card.ts";
import { executionStartRefusal } from "./lifecycle.ts";
import { mayMarkInterest } from "./phases-and-interest.ts";
import { listProjectDocuments } from "../documents/index.ts";
import { creatorRating, viewerRating } from "./ratings.ts";

/** Whether the project takes commitments right now, from anyone but its creator. */
export function acceptsInvestmentFrom(user: CurrentUser, p: typeof projects.$inferSelect): boolean {
  return (
    p.purpose === "investment" &&
    p.status === "funding_open" &&
    p.visibility === "public" &&
    p.createdBy !== user.id &&
    (p.deadline === null || p.deadline >= todayInSaoPaulo())
  );
}

export async function getProjectDetail(db: Database, user: CurrentUser, id: string): Promise<ProjectDetail> {
  const [row] = await db
    // The whole project row: the detail shows more than a card.
    .select({ ...cardColumns, project: projects })
    .from(projects)
    .where(and(eq(projects.id, id), visibleTo(db, user)))
    .limit(1);
  if (!row) throw projectNotFound();
  const p = row.project;

  const [creator, images, team, phases, documents, interestCount, interested, invested, rating, asRater] =
    await Promise.all([
      db
        .select({ name: profiles.name, verified: profiles.verified, fallback: users.name })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, p.createdBy))
        .limit(1),
      db
        .select()
        .from(projectImages)
        .where(eq(projectImages.projectId, id))
        .orderBy(asc(projectImages.position), asc(projectImages.id)),
      db
        .select()
        .from(projectTeamMembers)
        .where(eq(projectTeamMembers.projectId, id))
        .orderBy(asc(projectTeamMembers.position)),
      db.select().from(projectPhases).where(eq(projectPhases.projectId, id)).orderBy(asc(projectPhases.position)),
      listProjectDocuments(db, user, id),
      db.select({ n: count() }).from(projectInterests).where(eq(projectInterests.projectId, id)),
      db
        .select({ one: sql`1` })
        .from(projectInterests)
        .where(and(eq(projectInterests.projectId, id), eq(projectInterests.userId, user.id)))
        .limit(1),
      db
        .select({ total: sql<string>`coalesce(sum(${investments.amount}), 0)` })
        .from(investments)
        .where(
          and(eq(investments.projectId, id), eq(investments.investorId, user.id), eq(investments.status, "active")),
        ),
      creatorRating(db, p.createdBy),
      viewerRating(db, user.id, p),
    ]);

  const takesPart = p.createdBy === user.id || team.some((m) => m.userId === user.id);
  const c = creator[0];
  const manages = canManage(user, p);
  return {
    ...toProjectCard(row),
    location_address: p.locationAddress,
    minimum_target_amount: toMoney(p.minimumTargetAmount),
    creator: { id: p.createdBy, name: c?.name ?? c?.fallback ?? "Usuário", verified: c?.verified ?? false },
    images: images.map((i) => ({ id: i.id, url: imageUrl(id, i.id) })),
    team: team.map((m) => ({
      id: m.id,
      name: m.name,
      role: m.role,
      experience: m.experience,
      invitation_status: manages ? m.invitationStatus : null,
    })),
    phases: phases.map((ph) => ({
      id: ph.id,
      name: ph.name,
      description: ph.description,
      start_date: ph.startDate,
      end_date: ph.endDate,
      status: ph.status,
      budget: manages ? toReais(ph.budgetCents) : null,
    })),
    documents,
    interest_count: Number(interestCount[0]?.n ?? 0),
    review_requested_at: p.reviewRequestedAt?.toISOString() ?? null,
    funding_failed_at: p.fundingFailedAt?.toISOString() ?? null,
    creator_rating: rating,
    viewer: {
      is_creator: p.createdBy === user.id,
      can_manage: canManage(user, p),
      can_invest: acceptsInvestmentFrom(user, p),
      can_mark_interest: mayMarkInterest(user, p),
      start_execution_refusal: canManage(user, p) ? await executionStartRefusal(db, p) : null,
      interested: interested.length > 0,
      invested_amount: Number(invested[0]?.total ?? 0),
      can_see_reviews: mayReadReviews(user, takesPart),
      can_upload_documents: mayUploadDocuments(user, takesPart),
      ...asRater,
    },
  };
}
