import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  QUESTIONS_PAGE_SIZE,
  raiseIsOpen,
  type OfferQuestionsPage,
  type questionsQuerySchema,
} from "@alicerce/shared/schemas/questions";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/paging.ts";
import { profiles, projectQuestions, user as users } from "../../db/schema/index.ts";
import { containsPattern } from "../../lib/search-text.ts";
import { isPlatformAdmin } from "../auth/index.ts";
import { loadVisibleProject } from "../project-access/index.ts";

type QuestionsQuery = z.output<typeof questionsQuerySchema>;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The offer's questions for whoever sees the project (docs/product/offer-questions.md), a page at a
 * time, newest first or unanswered first. A hidden question reaches only admins and its asker.
 */
export async function listQuestions(
  deps: { db: Database; now: () => Date },
  user: CurrentUser,
  projectId: string,
  query: QuestionsQuery,
): Promise<OfferQuestionsPage> {
  const { db } = deps;
  const project = await loadVisibleProject(db, user, projectId);
  const admin = isPlatformAdmin(user);
  // Every logged-in reader sees the questions: they read the asker's first name only; the creator, who
  // answers, and admins, who moderate, read the whole name (decision 060).
  const wholeNames = admin || project.createdBy === user.id;
  const ofProject = eq(projectQuestions.projectId, projectId);
  const seen: SQL | undefined = admin
    ? undefined
    : or(isNull(projectQuestions.hiddenAt), eq(projectQuestions.askedBy, user.id));
  const pattern = query.q ? containsPattern(query.q) : null;
  const searched = pattern
    ? or(ilike(projectQuestions.body, pattern), ilike(projectQuestions.answer, pattern))
    : undefined;
  const where = and(ofProject, seen, searched);
  const order =
    query.order === "unanswered"
      ? [sql`(${projectQuestions.answer} is null and ${projectQuestions.hiddenAt} is null) desc`]
      : [];
  const page = await readPage({
    rows: db
      .select({
        q: projectQuestions,
        askerName: sql<string | null>`coalesce(${profiles.name}, ${users.name})`,
      })
      .from(projectQuestions)
      .leftJoin(users, eq(users.id, projectQuestions.askedBy))
      .leftJoin(profiles, eq(profiles.userId, projectQuestions.askedBy))
      .where(where)
      .orderBy(...order, desc(projectQuestions.createdAt), desc(projectQuestions.id)),
    count: db.select({ n: count() }).from(projectQuestions).where(where),
    summary: db
      .select({ n: count() })
      .from(projectQuestions)
      .where(and(ofProject, isNull(projectQuestions.hiddenAt), isNull(projectQuestions.answer))),
    page: query.page,
    pageSize: QUESTIONS_PAGE_SIZE,
  });
  return {
    items: page.items.map(({ q, askerName }) => ({
      id: q.id,
      body: q.body,
      created_at: q.createdAt.toISOString(),
      asker_name: askerName === null || wholeNames ? askerName : firstName(askerName),
      mine: q.askedBy === user.id,
      answer:
        q.answer === null || q.answeredAt === null
          ? null
          : {
              body: q.answer,
              answered_at: q.answeredAt.toISOString(),
              edited_at: q.answerEditedAt?.toISOString() ?? null,
            },
      hidden: q.hiddenAt && q.hiddenReason ? { at: q.hiddenAt.toISOString(), reason: q.hiddenReason } : null,
    })),
    total: page.total,
    page: page.page,
    page_size: page.page_size,
    unanswered: Number(page.summary[0]?.n ?? 0),
    can_ask: project.createdBy !== user.id && raiseIsOpen(project, todayInSaoPaulo(deps.now())),
    can_answer: project.createdBy === user.id,
    can_hide: admin,
  };
}
