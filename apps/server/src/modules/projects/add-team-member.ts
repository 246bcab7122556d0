import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { teamMemberInputSchema } from "@alicerce/shared/schemas/projects";
import type { Database } from "../../db/client.ts";
import { projectTeamMembers } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { spendInvitationAllowance, type InvitationAllowance } from "../invitation-mail/index.ts";
import { loadVisibleProject, requireManager } from "../project-access/index.ts";

export type TeamMemberData = z.output<typeof teamMemberInputSchema>;

/**
 * Adds a member to a project's team (its manager only). With an e-mail the member is invited:
 * the row waits as pending and gives no access until the invited person accepts.
 */
export async function addTeamMember(
  db: Database,
  user: CurrentUser,
  projectId: string,
  data: TeamMemberData,
  allowance: InvitationAllowance,
) {
  const project = await loadVisibleProject(db, user, projectId);
  requireManager(user, project);
  if (data.email) {
    const [already] = await db
      .select({ id: projectTeamMembers.id })
      .from(projectTeamMembers)
      .where(
        and(
          eq(projectTeamMembers.projectId, projectId),
          eq(projectTeamMembers.email, data.email),
          inArray(projectTeamMembers.invitationStatus, ["pending", "accepted"]),
        ),
      )
      .limit(1);
    if (already) {
      throw new AppError("CONFLICT", "Este email já foi convidado para a equipe.", {
        email: ["Este email já foi convidado para a equipe."],
      });
    }
  }
  await db.transaction(async (tx) => {
    // An invitation e-mail: first the sender's allowance (decision 036), so a refusal writes nothing.
    if (data.email) await spendInvitationAllowance(tx, user, [data.email], allowance);
    await tx.insert(projectTeamMembers).values({
      projectId,
      name: data.name,
      role: data.role,
      experience: data.experience,
      email: data.email,
      invitationStatus: data.email ? "pending" : null,
      invitedAt: data.email ? new Date() : null,
      position: sql`(select coalesce(max(${projectTeamMembers.position}), -1) + 1 from ${projectTeamMembers} where ${projectTeamMembers.projectId} = ${projectId})`,
    });
  });
  return project;
}
