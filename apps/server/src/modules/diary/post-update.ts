import { eq, sql } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  DIARY_TEXTS,
  phaseWentBackText,
  progressGoesBackText,
  type diaryUpdateInputSchema,
} from "@alicerce/shared/schemas/diary";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { diaryPhotos, diaryUpdates, profiles, user as users } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { requireImages, requireOwnUploads } from "../files/index.ts";
import { notify } from "../notifications/index.ts";
import { lockPhaseProgress, setPhaseProgress } from "../projects/index.ts";
import { diaryAccess } from "./diary-access.ts";
import { diaryFollowers } from "./followers.ts";

type DiaryUpdateInput = z.output<typeof diaryUpdateInputSchema>;

/**
 * The creator or a team member posts an update (docs/product/diary.md): the phase takes the new
 * percentage and the status it means, the photos are attached, and every follower but the author
 * gets a bell entry, all in one transaction. Every refusal comes before anything is written.
 */
export async function postDiaryUpdate(
  db: Database,
  user: CurrentUser,
  projectId: string,
  input: DiaryUpdateInput,
): Promise<{ id: string }> {
  const { project, takesPart } = await diaryAccess(db, user, projectId);
  if (!takesPart) throw new AppError("FORBIDDEN", DIARY_TEXTS.onlyTeamPosts);
  if (project.status !== "in_progress") throw conflict(DIARY_TEXTS.onlyInExecution);
  const fileIds = input.photos.map((p) => p.file_id);
  requireImages(
    await requireOwnUploads(db, user.id, fileIds, "photos"),
    fileIds,
    "photos",
    DIARY_TEXTS.photosNotImages,
  );
  return db.transaction(async (tx) => {
    // The phase first, locked: the percentage it goes from is the one this update replaces, even with
    // another post on the same phase at the same time.
    const before = await lockPhaseProgress(tx, projectId, input.phase_id);
    if (!before) {
      throw new AppError("VALIDATION_ERROR", DIARY_TEXTS.phaseOfAnotherProject, {
        phase_id: [DIARY_TEXTS.phaseOfAnotherProject],
      });
    }
    const wentBack = input.progress < before.progress;
    if (wentBack && !input.confirm_lower_progress) {
      const message = progressGoesBackText(before.name, before.progress, input.progress);
      throw new AppError("VALIDATION_ERROR", message, { progress: [message] });
    }
    const phase = (await setPhaseProgress(tx, projectId, input.phase_id, input.progress))!;
    const [row] = await tx
      .insert(diaryUpdates)
      .values({
        projectId,
        phaseId: input.phase_id,
        phaseName: phase.name,
        progress: input.progress,
        text: input.text,
        authorId: user.id,
      })
      .returning({ id: diaryUpdates.id });
    if (input.photos.length) {
      await tx.insert(diaryPhotos).values(
        input.photos.map((p, position) => ({
          updateId: row!.id,
          fileId: p.file_id,
          description: p.description,
          position,
        })),
      );
    }
    const [author] = await tx
      .select({ name: sql<string>`coalesce(${profiles.name}, ${users.name})` })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, user.id));
    const followers = (await diaryFollowers(tx, projectId)).filter((id) => id !== user.id);
    await notify(
      tx,
      followers.map((userId) => ({
        userId,
        title: `Diário de obra: ${project.title}`,
        body: wentBack
          ? `${author?.name ?? "A equipe"} publicou uma atualização: ${phaseWentBackText(phase.name, before.progress, input.progress)}.`
          : `${author?.name ?? "A equipe"} publicou uma atualização da etapa ${phase.name} (${input.progress}% concluída).`,
        link: appPaths.project(projectId),
      })),
    );
    return { id: row!.id };
  });
}
