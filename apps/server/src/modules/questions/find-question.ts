import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { projectQuestions } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { QUESTION_NOT_FOUND } from "./messages.ts";

/** A question of this project, its row locked for the change about to be made (404 when not there). */
export async function lockQuestion(tx: Database, projectId: string, questionId: string) {
  const [row] = await tx
    .select()
    .from(projectQuestions)
    .where(and(eq(projectQuestions.id, questionId), eq(projectQuestions.projectId, projectId)))
    .for("update");
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}
