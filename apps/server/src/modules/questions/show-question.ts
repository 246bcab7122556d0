import { eq } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { showQuestionInputSchema } from "@alicerce/shared/schemas/questions";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { projectQuestions, projectQuestionUnhidings } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { isPlatformAdmin } from "../auth/index.ts";
import { tell } from "../notifications/index.ts";
import { loadVisibleProject } from "../project-access/index.ts";
import { excerpt } from "./excerpt.ts";
import { lockQuestion } from "./find-question.ts";
import { NOT_HIDDEN, ONLY_ADMINS_SHOW } from "./messages.ts";

type ShowInput = z.output<typeof showQuestionInputSchema>;

export type ShownQuestion = { id: string; projectId: string; askedBy: string; reason: string; hiddenReason: string };

/**
 * A platform admin shows a hidden question again, with a reason (decision 063). The hide's trail moves,
 * whole, into project_question_unhidings next to the un-hide's own, so the question's columns are free
 * for a later hide and nothing of either act is lost; the route logs it like the hide. The asker, who
 * was told of the hide, is told it is back.
 */
export async function showQuestion(
  deps: { db: Database; publicUrl: string; now: () => Date },
  user: CurrentUser,
  projectId: string,
  questionId: string,
  input: ShowInput,
): Promise<ShownQuestion> {
  if (!isPlatformAdmin(user)) throw new AppError("FORBIDDEN", ONLY_ADMINS_SHOW);
  const project = await loadVisibleProject(deps.db, user, projectId);
  return deps.db.transaction(async (tx) => {
    const question = await lockQuestion(tx, projectId, questionId);
    if (!question.hiddenAt || !question.hiddenReason) throw conflict(NOT_HIDDEN);
    await tx.insert(projectQuestionUnhidings).values({
      questionId,
      hiddenAt: question.hiddenAt,
      hiddenBy: question.hiddenBy,
      hiddenReason: question.hiddenReason,
      shownAt: deps.now(),
      shownBy: user.id,
      shownReason: input.reason,
    });
    await tx
      .update(projectQuestions)
      .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null })
      .where(eq(projectQuestions.id, questionId));
    await tell(
      tx,
      {
        userId: question.askedBy,
        title: `Pergunta exibida novamente: ${project.title}`,
        body: `A moderação voltou a exibir sua pergunta “${excerpt(question.body)}”. Motivo: ${input.reason}`,
        link: appPaths.project(projectId),
      },
      deps.publicUrl,
    );
    return {
      id: questionId,
      projectId,
      askedBy: question.askedBy,
      reason: input.reason,
      hiddenReason: question.hiddenReason,
    };
  });
}
