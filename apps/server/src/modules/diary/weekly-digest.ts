import { and, desc, eq, gt, lte, ne, or, sql } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import type { Database } from "../../db/client.ts";
import { diaryUpdates, investments, projects, projectTeamMembers } from "../../db/schema/index.ts";

/** Projects listed in one digest; the rest are counted. */
const LISTED_PROJECTS = 10;

/**
 * The weekly summary's "Diário de obra" part for one person (decision 058): per project they follow
 * (created, on the accepted team, or with an active commitment), how many updates others posted in
 * the window and the latest one's phase and percentage. Empty when nothing was posted. The summary's
 * own switch governs it (notifications/weekly-summary.ts calls it for those who turned it on).
 */
export async function diaryWeeklyDigest(
  db: Database,
  input: { userId: string; since: Date; until: Date; publicUrl: string },
): Promise<string[]> {
  const { userId } = input;
  const follows = or(
    eq(projects.createdBy, userId),
    sql`exists (select 1 from ${projectTeamMembers} where ${and(
      eq(projectTeamMembers.projectId, projects.id),
      eq(projectTeamMembers.userId, userId),
    )})`,
    sql`exists (select 1 from ${investments} where ${and(
      eq(investments.projectId, projects.id),
      eq(investments.investorId, userId),
      eq(investments.status, "active"),
    )})`,
  );
  const rows = await db
    .select({
      projectId: projects.id,
      title: projects.title,
      updates: sql<number>`count(*)::int`,
      // The latest update's phase and percentage (array_agg ordered, first element).
      latest: sql<string>`(array_agg(${diaryUpdates.phaseName} || ' (' || ${diaryUpdates.progress} || '%)' order by ${diaryUpdates.createdAt} desc))[1]`,
    })
    .from(diaryUpdates)
    .innerJoin(projects, eq(projects.id, diaryUpdates.projectId))
    .where(
      and(
        gt(diaryUpdates.createdAt, input.since),
        lte(diaryUpdates.createdAt, input.until),
        or(ne(diaryUpdates.authorId, userId), sql`${diaryUpdates.authorId} is null`),
        follows,
      ),
    )
    .groupBy(projects.id, projects.title)
    .orderBy(desc(sql`max(${diaryUpdates.createdAt})`))
    .limit(LISTED_PROJECTS + 1);
  if (rows.length === 0) return [];
  const listed = rows.slice(0, LISTED_PROJECTS);
  return [
    "Diário de obra da semana:",
    "",
    ...listed.map(
      (r) =>
        `- ${r.title}: ${r.updates === 1 ? "1 atualização" : `${r.updates} atualizações`}; a mais recente, etapa ${r.latest}.\n  ${input.publicUrl}${appPaths.project(r.projectId)}`,
    ),
    ...(rows.length > LISTED_PROJECTS ? ["E atualizações em outros projetos."] : []),
  ];
}
