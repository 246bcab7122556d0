import { and, desc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { DIARY_TEXTS } from "@alicerce/shared/schemas/diary";
import type { Database } from "../../db/client.ts";
import { diaryUpdates } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { lockPhaseProgress, setPhaseProgress } from "../projects/index.ts";
import { diaryAccess } from "./diary-access.ts";

/**
 * Its author or the project's creator deletes a diary update (decision 063), its photos with it (the
 * rows cascade; the uploads go with the clean-up of unreferenced uploads). Decision 058 gives a phase
 * the percentage of its latest update, so when the deleted update was its phase's latest, the phase
 * takes the percentage of the latest one left, or 0 (pending) when none is left, and the status that
 * percentage means, in the same transaction; the overall progress is the mean computed on read. An
 * older update leaves the phase as the later ones set it.
 */
export async function deleteDiaryUpdate(
  db: Database,
  user: CurrentUser,
  projectId: string,
  updateId: string,
): Promise<void> {
  const { project } = await diaryAccess(db, user, projectId);
  await db.transaction(async (tx) => {
    const [update] = await tx
      .select()
      .from(diaryUpdates)
      .where(and(eq(diaryUpdates.id, updateId), eq(diaryUpdates.projectId, projectId)))
      .for("update");
    if (!update) throw notFound(DIARY_TEXTS.updateNotFound);
    if (project.createdBy !== user.id && update.authorId !== user.id) {
      throw new AppError("FORBIDDEN", DIARY_TEXTS.onlyAuthorOrCreatorDeletes);
    }
    // An update whose phase was removed from the timeline moves no phase.
    const { phaseId } = update;
    // The phase first: a post on it waits, and the updates read below are all the committed ones.
    const phase = phaseId ? await lockPhaseProgress(tx, projectId, phaseId) : null;
    if (!phaseId || !phase) {
      await tx.delete(diaryUpdates).where(eq(diaryUpdates.id, updateId));
      return;
    }
    // Compared in SQL: timestamps keep microseconds that a JavaScript Date would drop.
    const [newer] = await tx
      .select({ one: sql`1` })
      .from(diaryUpdates)
      .where(
        and(
          eq(diaryUpdates.phaseId, phaseId),
          sql`(${diaryUpdates.createdAt}, ${diaryUpdates.id}) > (select created_at, id from diary_updates where id = ${updateId})`,
        ),
      )
      .limit(1);
    await tx.delete(diaryUpdates).where(eq(diaryUpdates.id, updateId));
    if (newer) return;
    const [latestLeft] = await tx
      .select({ progress: diaryUpdates.progress })
      .from(diaryUpdates)
      .where(eq(diaryUpdates.phaseId, phaseId))
      .orderBy(desc(diaryUpdates.createdAt), desc(diaryUpdates.id))
      .limit(1);
    await setPhaseProgress(tx, projectId, phaseId, latestLeft?.progress ?? 0);
  });
}
