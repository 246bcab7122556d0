import { eq } from "drizzle-orm";
import type { ApprovalEventKind } from "@alicerce/shared/approvals";
import type { Database } from "../db/client.ts";
import { approvalEvents, approvalRequests, projects } from "../db/schema/index.ts";
import { searchable } from "../lib/search-text.ts";
import { DEMO_ACCOUNTS, EXTRA_ACCOUNTS } from "./demo-accounts.ts";
import { DEMO_PROJECTS, type DemoReview } from "./demo-projects.ts";
import { OWNER_EMAILS } from "./seed-projects.ts";

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const LEGAL = "juridico@alicerce.dev";

/** Every project past draft was approved by legal before it could move on (the gate's rule). */
const APPROVED: DemoReview = {
  status: "aprovado",
  priority: "media",
  comment: "Documentação completa e estrutura jurídica adequada. Aprovado.",
  daysAgo: 0,
};

/**
 * The legal desk's demo queue (docs/product/legal-desk.md#approvals): requests in every status and
 * priority on demo drafts, one project resubmitted after a rejection, and an approval on record
 * for every demo project in planning or later, decided by juridico@.
 */
export async function seedApprovals(db: Database, deps: { userIds: Map<string, string> }) {
  const legal = deps.userIds.get(LEGAL)!;
  for (const demo of DEMO_PROJECTS) {
    const [project] = await db
      .select({ id: projects.id, createdAt: projects.createdAt })
      .from(projects)
      .where(eq(projects.title, demo.title));
    if (!project) throw new Error(`demo project "${demo.title}" was not seeded`);
    const requester = deps.userIds.get(OWNER_EMAILS[demo.owner])!;
    const reviews =
      demo.reviews ?? (demo.status === "draft" ? [] : [{ ...APPROVED, priority: approvedPriority(demo.title) }]);
    for (const review of reviews) {
      // Approvals on record predate the project's later steps: a day after it was created.
      const requestedAt =
        review.status === "aprovado" && !demo.reviews
          ? new Date(project.createdAt.getTime() + DAY)
          : new Date(Date.now() - review.daysAgo * DAY);
      const steps: { kind: ApprovalEventKind; at: Date; comment?: string }[] = [{ kind: "requested", at: requestedAt }];
      if (review.status !== "pendente")
        steps.push({ kind: "analysis_started", at: new Date(requestedAt.getTime() + 4 * HOUR) });
      if (review.status === "aprovado" || review.status === "rejeitado") {
        steps.push({
          kind: review.status === "aprovado" ? "approved" : "rejected",
          at: new Date(requestedAt.getTime() + 28 * HOUR),
          comment: review.comment,
        });
      }
      const decidedAt = steps.length === 3 ? steps[2]!.at : null;
      const [request] = await db
        .insert(approvalRequests)
        .values({
          subjectType: "project",
          subjectId: project.id,
          title: demo.title,
          description: demo.description,
          searchText: searchable(demo.title, ownerName(OWNER_EMAILS[demo.owner])),
          requestedBy: requester,
          status: review.status,
          priority: review.priority,
          decidedAt,
          createdAt: requestedAt,
          updatedAt: decidedAt ?? steps.at(-1)!.at,
        })
        .returning({ id: approvalRequests.id });
      await db.insert(approvalEvents).values(
        steps.map((step) => ({
          requestId: request!.id,
          kind: step.kind,
          actorId: step.kind === "requested" ? requester : legal,
          comment: step.comment ?? null,
          createdAt: step.at,
        })),
      );
    }
  }
}

const ownerName = (email: string) => [...DEMO_ACCOUNTS, ...EXTRA_ACCOUNTS].find((a) => a.email === email)?.name;

/** A spread of priorities over the approved demo projects, so the queue's filter has each. */
function approvedPriority(title: string): DemoReview["priority"] {
  const n = [...title].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  return (["alta", "media", "baixa"] as const)[n % 3]!;
}
