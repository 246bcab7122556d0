import { eq, sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { appPaths } from "@alicerce/shared/routes";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { raiseIsOpen, type questionInputSchema } from "@alicerce/shared/schemas/questions";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { profiles, projectQuestions, projects, user as users } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { admitCounted } from "../../throttle/index.ts";
import { tell } from "../notifications/index.ts";
import { loadVisibleProject } from "../project-access/index.ts";
import { excerpt } from "./excerpt.ts";
import { NOT_ON_OWN_PROJECT, RAISE_NOT_OPEN, tooManyQuestions } from "./messages.ts";

type QuestionInput = z.output<typeof questionInputSchema>;
export type AskDeps = { db: Database; publicUrl: string; now: () => Date; perProjectPerDay: number };

const DAY_SECONDS = 24 * 3600;

/**
 * Someone who sees the project asks about the offer while its raise is open; the creator is told
 * (bell, and e-mail unless they turned event e-mails off). The per-person budget is counted in the
 * transaction, so a refusal anywhere after it spends nothing and writes nothing.
 */
export async function askQuestion(
  deps: AskDeps,
  user: CurrentUser,
  projectId: string,
  input: QuestionInput,
): Promise<{ id: string }> {
  const visible = await loadVisibleProject(deps.db, user, projectId);
  if (visible.createdBy === user.id) throw new AppError("FORBIDDEN", NOT_ON_OWN_PROJECT);
  return deps.db.transaction(async (tx) => {
    // Read again under a share lock: a raise closing meanwhile cannot take a question after it closed.
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("share");
    if (!project || !raiseIsOpen(project, todayInSaoPaulo(deps.now()))) throw conflict(RAISE_NOT_OPEN);
    const admitted = await admitCounted(
      tx,
      `offer-questions:${user.id}:${projectId}`,
      { limit: deps.perProjectPerDay, windowSeconds: DAY_SECONDS },
      1,
    );
    if (!admitted) throw new AppError("TOO_MANY_REQUESTS", tooManyQuestions(deps.perProjectPerDay));
    const [row] = await tx
      .insert(projectQuestions)
      .values({ projectId, askedBy: user.id, body: input.body })
      .returning({ id: projectQuestions.id });
    if (project.createdBy) {
      const [asker] = await tx
        .select({ name: sql<string>`coalesce(${profiles.name}, ${users.name})` })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, user.id));
      await tell(
        tx,
        {
          userId: project.createdBy,
          title: `Nova pergunta: ${project.title}`,
          body: `${asker?.name ?? "Um investidor"} perguntou sobre a oferta: “${excerpt(input.body)}”`,
          link: appPaths.project(projectId),
        },
        deps.publicUrl,
      );
    }
    return { id: row!.id };
  });
}
