import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { DIARY_PAGE_SIZE, overallProgress, type DiaryPage } from "@alicerce/shared/schemas/diary";
import type { Database } from "../../db/client.ts";
import { diaryPhotos, diaryUpdates, files, profiles, user as users } from "../../db/schema/index.ts";
import { readPage } from "../../db/paging.ts";
import { containsPattern } from "../../lib/search-text.ts";
import { phasesWithProgress } from "../projects/index.ts";
import { requireDiaryReader } from "./diary-access.ts";

export const diaryPhotoPath = (projectId: string, photoId: string) =>
  `/api/projects/${projectId}/diary/photos/${photoId}`;

/**
 * One page of a project's diary, newest first, with the phases' percentages and the overall
 * progress. The photos of the page's updates come in one more query (never one per update).
 */
export async function listDiaryUpdates(
  db: Database,
  user: CurrentUser,
  projectId: string,
  query: { q?: string; page: number },
): Promise<DiaryPage> {
  const { canPost, project } = await requireDiaryReader(db, user, projectId);
  const isCreator = project.createdBy === user.id;
  const where = and(
    eq(diaryUpdates.projectId, projectId),
    query.q ? ilike(diaryUpdates.text, containsPattern(query.q)) : undefined,
  );
  const [page, phases] = await Promise.all([
    readPage({
      rows: db
        .select({
          id: diaryUpdates.id,
          text: diaryUpdates.text,
          phaseName: diaryUpdates.phaseName,
          progress: diaryUpdates.progress,
          authorId: diaryUpdates.authorId,
          authorName: sql<string | null>`coalesce(${profiles.name}, ${users.name})`,
          createdAt: diaryUpdates.createdAt,
        })
        .from(diaryUpdates)
        .leftJoin(users, eq(users.id, diaryUpdates.authorId))
        .leftJoin(profiles, eq(profiles.userId, diaryUpdates.authorId))
        .where(where)
        .orderBy(desc(diaryUpdates.createdAt), desc(diaryUpdates.id))
        .$dynamic(),
      count: db.select({ n: count() }).from(diaryUpdates).where(where),
      page: query.page,
      pageSize: DIARY_PAGE_SIZE,
    }),
    phasesWithProgress(db, projectId),
  ]);
  const ids = page.items.map((u) => u.id);
  const photos = ids.length
    ? await db
        .select({ id: diaryPhotos.id, updateId: diaryPhotos.updateId, description: diaryPhotos.description })
        .from(diaryPhotos)
        .where(inArray(diaryPhotos.updateId, ids))
        .orderBy(asc(diaryPhotos.position), asc(diaryPhotos.id))
    : [];
  return {
    ...page,
    items: page.items.map((u) => {
      const own = photos.filter((p) => p.updateId === u.id);
      return {
        id: u.id,
        text: u.text,
        phase_name: u.phaseName,
        progress: u.progress,
        author: { id: u.authorId, name: u.authorName ?? "Conta removida" },
        created_at: u.createdAt.toISOString(),
        photos: own.map((p, i) => ({
          id: p.id,
          url: diaryPhotoPath(projectId, p.id),
          alt: p.description ?? `Foto ${i + 1} de ${own.length} da etapa ${u.phaseName}`,
        })),
        can_delete: isCreator || (u.authorId !== null && u.authorId === user.id),
      };
    }),
    phases,
    overall_progress: overallProgress(phases),
    can_post: canPost,
  };
}

/** A diary photo's file, for someone who may read that project's diary. */
export async function findDiaryPhoto(db: Database, user: CurrentUser, projectId: string, photoId: string) {
  await requireDiaryReader(db, user, projectId);
  const [row] = await db
    .select({ file: files })
    .from(diaryPhotos)
    .innerJoin(diaryUpdates, eq(diaryUpdates.id, diaryPhotos.updateId))
    .innerJoin(files, eq(files.id, diaryPhotos.fileId))
    .where(and(eq(diaryPhotos.id, photoId), eq(diaryUpdates.projectId, projectId)))
    .limit(1);
  return row?.file ?? null;
}
