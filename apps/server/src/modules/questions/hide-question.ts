import { eq } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { hideQuestionInputSchema } from "@alicerce/shared/schemas/questions";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { projectQuestions } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { isPlatformAdmin } from "../auth/index.ts";
import { tell } from "../notifications/index.ts";
import { loadVisibleProject } from "../project-access/index.ts";
import { excerpt } from "./excerpt.ts";
import { lockQuestion } from "./find-question.ts";
import { ALREADY_HIDDEN, ONLY_ADMINS_HIDE } from "./messages.ts";

type HideInput = z.output<typeof hideQuestionInputSchema>;

export type HiddenQuestion = { id: string; projectId: string; askedBy: string; reason: string };

/**
 * A platform admin hides an abusive question, with a reason. The row keeps who hid it, when and why
 * (the trail, next to what it concerns); the route also logs it. Hidden questions leave every list but
 * the admins' and the asker's own; the asker is told why. An admin may show it again (show-question.ts,
 * decision 063).
 */
export async function hideQuestion(
  deps: { db: Database; publicUrl: string; now: () => Date },
  user: CurrentUser,
  projectId: string,
  questionId: string,
  input: HideInput,
): Promise<HiddenQuestion> {
  if (!isPlatformAdmin(user)) throw new AppError("FORBIDDEN", ONLY_ADMINS_HIDE);
  const project = await loadVisibleProject(deps.db, user, projectId);
  return deps.db.transaction(async (tx) => {
    const question = await lockQuestion(tx, projectId, questionId);
    if (question.hiddenAt) throw conflict(ALREADY_HIDDEN);
    await tx
      .update(projectQuestions)
      .set({ hiddenAt: deps.now(), hiddenBy: user.id, hiddenReason: input.reason })
      .where(eq(projectQuestions.id, questionId));
    await tell(
      tx,
      {
        userId: question.askedBy,
        title: `Pergunta ocultada: ${project.title}`,
        body: `A moderação ocultou sua pergunta “${excerpt(question.body)}”. Motivo: ${input.reason}`,
        link: appPaths.project(projectId),
      },
      deps.publicUrl,
    );
    return { id: questionId, projectId, askedBy: question.askedBy, reason: input.reason };
  });
}
