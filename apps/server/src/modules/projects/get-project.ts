import { toReais } from "@alicerce/shared/distribution-split";
import { sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import type { Database } from "../../db/client.ts";
import { projects } from "../../db/schema/index.ts";
import {
  canManage,
  mayReadReviews,
  mayUploadDocuments,
  projectNotFound,
  seesEverything,
  visibleProjectById,
} from "../project-access/index.ts";
import { toMoney } from "../../lib/money.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { cardColumns, imageUrl, toProjectCard } from "./project-card.ts";
import { executionStartRefusal } from "./lifecycle.ts";
import { mayMarkInterest } from "./phases-and-interest.ts";
import { listProjectDocuments } from "../documents/index.ts";
import { toCreatorRating } from "./ratings.ts";
import { detailFacts } from "./detail-facts.ts";
import { preparedOnce } from "../../db/prepared-once.ts";

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
  const [row] = await preparedDetail(db, seesEverything(user)).execute({ id, userId: user.id });
  if (!row) throw projectNotFound();
  const p = row.project;
  const manages = canManage(user, p);
  const [documents, startExecutionRefusal] = await Promise.all([
    listProjectDocuments(db, user, id),
    manages ? executionStartRefusal(db, p) : null,
  ]);

  const takesPart = p.createdBy === user.id || row.team.some((m) => m.user_id === user.id);
  const invested = Number(row.viewerInvested);
  return {
    ...toProjectCard(row),
    reserved_amount: toMoney(p.reservedAmount) ?? 0,
    location_address: p.locationAddress,
    minimum_target_amount: toMoney(p.minimumTargetAmount),
    creator: { id: p.createdBy, name: row.creatorName ?? "Usuário", verified: row.creatorVerified ?? false },
    images: row.imageIds.map((imageId) => ({ id: imageId, url: imageUrl(id, imageId) })),
    team: row.team.map((m) => ({
      id: m.id,
      name: m.name,
      role: m.role,
      experience: m.experience,
      invitation_status: manages ? m.invitation_status : null,
    })),
    phases: row.phases.map((ph) => ({
      id: ph.id,
      name: ph.name,
      description: ph.description,
      start_date: ph.start_date,
      end_date: ph.end_date,
      status: ph.status,
      budget: manages ? toReais(ph.budget_cents) : null,
    })),
    documents,
    interest_count: row.interestCount,
    review_requested_at: p.reviewRequestedAt?.toISOString() ?? null,
    funding_failed_at: p.fundingFailedAt?.toISOString() ?? null,
    creator_rating: toCreatorRating(row.creatorRatings),
    viewer: {
      is_creator: p.createdBy === user.id,
      can_manage: manages,
      can_invest: acceptsInvestmentFrom(user, p),
      can_mark_interest: mayMarkInterest(user, p),
      start_execution_refusal: startExecutionRefusal,
      interested: row.viewerInterested,
      invested_amount: invested,
      can_see_reviews: mayReadReviews(user, takesPart),
      can_upload_documents: mayUploadDocuments(user, takesPart),
      // An investor rates a completed project they hold an active commitment in, once.
      can_rate: !row.viewerRating && p.status === "completed" && invested > 0,
      my_rating: row.viewerRating && {
        rating: row.viewerRating.rating,
        comment: row.viewerRating.comment,
        created_at: new Date(row.viewerRating.created_at).toISOString(),
      },
    },
  };
}

/** The page's statement, one per visibility rule (every value a placeholder). */
function preparedDetail(db: Database, everything: boolean) {
  const name = `project_detail_${everything ? "everything" : "member"}`;
  return preparedOnce(db, name, () => {
    const userId = sql.placeholder("userId");
    return (
      db
        // The whole project row (the detail shows more than a card) and the page's facts about it.
        .select({ ...cardColumns, project: projects, ...detailFacts(userId) })
        .from(projects)
        .where(visibleProjectById(db, everything))
        .limit(1)
        .prepare(name)
    );
  });
}
