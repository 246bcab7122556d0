import { eq } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { answerInputSchema } from "@alicerce/shared/schemas/questions";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { projectQuestions } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { tell } from "../notifications/index.ts";
import { loadVisibleProject } from "../project-access/index.ts";
import { excerpt } from "./excerpt.ts";
import { lockQuestion } from "./find-question.ts";
import { ONLY_CREATOR_ANSWERS, QUESTION_NOT_FOUND } from "./messages.ts";

type AnswerInput = z.output<typeof answerInputSchema>;

/**
 * The creator answers a question publicly: one answer per question, which they may rewrite (it shows as
 * edited). Only the first answer tells the asker; a hidden question takes no answer. Answers stay
 * possible after the raise closed: a question asked in time deserves its answer.
 */
export async function answerQuestion(
  deps: { db: Database; publicUrl: string; now: () => Date },
  user: CurrentUser,
  projectId: string,
  questionId: string,
  input: AnswerInput,
): Promise<{ id: string }> {
  const project = await loadVisibleProject(deps.db, user, projectId);
  if (project.createdBy !== user.id) throw new AppError("FORBIDDEN", ONLY_CREATOR_ANSWERS);
  return deps.db.transaction(async (tx) => {
    const question = await lockQuestion(tx, projectId, questionId);
    if (question.hiddenAt) throw notFound(QUESTION_NOT_FOUND);
    const now = deps.now();
    const first = question.answer === null;
    await tx
      .update(projectQuestions)
      .set(
        first
          ? { answer: input.body, answeredBy: user.id, answeredAt: now }
          : { answer: input.body, answeredBy: user.id, answerEditedAt: now },
      )
      .where(eq(projectQuestions.id, questionId));
    if (first) {
      await tell(
        tx,
        {
          userId: question.askedBy,
          title: `Pergunta respondida: ${project.title}`,
          body: `O criador do projeto respondeu à sua pergunta “${excerpt(question.body)}”.`,
          link: appPaths.project(projectId),
        },
        deps.publicUrl,
      );
    }
    return { id: questionId };
  });
}
