import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { APPROVAL_STATUSES, APPROVALS_PAGE_SIZE } from "@alicerce/shared/approvals";
import type { z } from "zod";
import type { ApprovalList, approvalListQuerySchema } from "@alicerce/shared/schemas/approvals";
import type { Database } from "../../db/client.ts";
import { approvalRequests, profiles, user as users } from "../../db/schema/index.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { notFound } from "../../http/app-error.ts";
import { readPage } from "../../db/paging.ts";
import { cardColumns, toApproval } from "./approval-card.ts";
import { wiredSubjects } from "./subjects/index.ts";

type Query = z.output<typeof approvalListQuerySchema>;

/** Requests whose subject still exists, of a kind the queue handles. */
function liveSubjects(): SQL {
  return or(
    ...wiredSubjects().map((h) =>
      and(eq(approvalRequests.subjectType, h.type), h.exists(sql`${approvalRequests.subjectId}`)),
    ),
  )!;
}

/**
 * The legal desk's queue (docs/product/legal-desk.md#approvals), searched and filtered in SQL.
 * Open requests come first, the most urgent and then the oldest at the top; decided ones follow,
 * the latest decision first. The summary counts by status for the search, type and priority, so
 * each status card keeps its figure while the status filter narrows the list.
 */
export async function listApprovals(db: Database, viewerId: string, query: Query): Promise<ApprovalList> {
  const common: (SQL | undefined)[] = [liveSubjects()];
  if (query.type) common.push(eq(approvalRequests.subjectType, query.type));
  if (query.priority) common.push(eq(approvalRequests.priority, query.priority));
  const q = query.q ? searchable(query.q).trim() : "";
  if (q) common.push(sql`${approvalRequests.searchText} like ${containsPattern(q)}`);
  const where = and(...common, query.status ? eq(approvalRequests.status, query.status) : undefined);
  const open = sql`${approvalRequests.status} in ('pendente', 'em_analise')`;

  const found = await readPage({
    rows: db
      .select(cardColumns(viewerId))
      .from(approvalRequests)
      .innerJoin(users, eq(users.id, approvalRequests.requestedBy))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(
        desc(open),
        sql`case when ${open} then ${approvalRequests.priority} end asc`,
        sql`case when ${open} then ${approvalRequests.createdAt} end asc`,
        desc(approvalRequests.decidedAt),
        desc(approvalRequests.id),
      ),
    count: db
      .select({ n: sql<number>`count(*)::int` })
      .from(approvalRequests)
      .where(where),
    summary: db
      .select({ status: approvalRequests.status, n: sql<number>`count(*)::int` })
      .from(approvalRequests)
      .where(and(...common))
      .groupBy(approvalRequests.status)
      .then((byStatus) => {
        const summary = Object.fromEntries(APPROVAL_STATUSES.map((s) => [s, 0])) as ApprovalList["summary"];
        for (const row of byStatus) summary[row.status] = Number(row.n);
        return summary;
      }),
    page: query.page,
    pageSize: APPROVALS_PAGE_SIZE,
  });
  return { ...found, items: found.items.map(toApproval) };
}

/** One request as a queue card (after a transition). */
export async function getApproval(db: Database, viewerId: string, id: string) {
  const [row] = await db
    .select(cardColumns(viewerId))
    .from(approvalRequests)
    .innerJoin(users, eq(users.id, approvalRequests.requestedBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(approvalRequests.id, id), liveSubjects()));
  if (!row) throw approvalNotFound();
  return toApproval(row);
}

export const approvalNotFound = () => notFound("Solicitação de aprovação não encontrada.");
