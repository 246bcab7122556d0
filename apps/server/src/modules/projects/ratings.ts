import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { CreatorRating, ProjectRating, projectRatingInputSchema } from "@alicerce/shared/schemas/projects";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { investments, projectRatings } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { loadVisibleProject } from "../project-access/index.ts";

type RatingInput = z.output<typeof projectRatingInputSchema>;

/** SQL: the user holds an active commitment in the project (a withdrawn or cancelled one is no stake). */
const investedIn = (projectId: string, userId: string) =>
  and(eq(investments.projectId, projectId), eq(investments.investorId, userId), eq(investments.status, "active"));

const toRating = (row: typeof projectRatings.$inferSelect): ProjectRating => ({
  rating: row.rating,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/**
 * An investor rates a completed project they funded, once (docs/product/projects.md#rating). The
 * primary key (project, investor) makes "once" hold under two simultaneous clicks: the second insert
 * does nothing and is answered like a later one.
 */
export async function rateProject(
  db: Database,
  user: CurrentUser,
  projectId: string,
  input: RatingInput,
): Promise<ProjectRating> {
  const project = await loadVisibleProject(db, user, projectId);
  const [stake] = await db.select({ id: investments.id }).from(investments).where(investedIn(projectId, user.id));
  if (!stake) throw new AppError("FORBIDDEN", "Apenas quem investiu neste projeto pode avaliá-lo.");
  if (project.status !== "completed") throw conflict("Só é possível avaliar um projeto concluído.");
  const [created] = await db
    .insert(projectRatings)
    .values({ projectId, investorId: user.id, rating: input.rating, comment: input.comment })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict("Você já avaliou este projeto.");
  return toRating(created);
}

/** The creator's average over all their completed projects (detail-facts.ts reads it), to one decimal, with how many ratings. */
export function toCreatorRating(row: { average: number | string | null; n: number }): CreatorRating {
  const n = Number(row.n);
  return { average: n > 0 ? Math.round(Number(row.average) * 10) / 10 : null, count: n };
}
