import { and, eq } from "drizzle-orm";
import type { TeamInvitationStatus } from "@alicerce/shared/projects";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { profiles, projectTeamMembers, user as users } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { leaveProjectChat } from "../chat/index.ts";
import { notify } from "../notifications/index.ts";
import { loadVisibleProject, requireManager } from "../project-access/index.ts";
import { invitationWithdrawnEmail, removedFromTeamText, teamRemovalEmail } from "./team-removal-email.ts";

type Deps = { db: Database; signals: SignalBus };

/** A member id of another project answers like an unknown one: nothing about that project leaks. */
export const teamMemberNotFound = () => notFound("Membro da equipe não encontrado.");

/** Why an invitation that is not pending cannot be withdrawn (HTTP 409). */
const NOT_PENDING: Record<TeamInvitationStatus | "none", string> = {
  none: "Este membro não tem convite pendente: ele foi adicionado sem email.",
  pending: "",
  accepted: "Este convite já foi aceito. Para tirar a pessoa da equipe, use Remover.",
  declined: "Este convite já foi recusado e não pode ser cancelado.",
  withdrawn: "Este convite já foi cancelado.",
};

/**
 * Removes an entry of a project's team (its manager only; docs/product/projects.md#team). The row
 * is deleted, so the account it linked loses the draft, the team documents and the team chat with
 * this commit: every read asks the row (project-access `takesPartIn`), and the chat's sockets hear
 * nothing more once the membership signal is out. The person is told in the same transaction (bell
 * and e-mail); a pending invitation's address is told the invitation no longer stands.
 */
export async function removeTeamMember(deps: Deps, user: CurrentUser, projectId: string, memberId: string) {
  const project = await loadVisibleProject(deps.db, user, projectId);
  requireManager(user, project);
  const announce = await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(projectTeamMembers)
      .where(and(eq(projectTeamMembers.id, memberId), eq(projectTeamMembers.projectId, projectId)))
      .returning();
    if (!removed) throw teamMemberNotFound();
    if (removed.invitationStatus === "pending" && removed.email) {
      await enqueueMail(
        tx,
        invitationWithdrawnEmail({ to: removed.email, name: removed.name, projectTitle: project.title }),
      );
    }
    const userId = removed.userId;
    if (!userId) return null;
    const [account] = await tx
      .select({ email: users.email, fallback: users.name, name: profiles.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    if (account) {
      await notify(tx, { userId, title: "Removido da equipe", body: removedFromTeamText(project.title), link: null });
      await enqueueMail(
        tx,
        teamRemovalEmail({ to: account.email, name: account.name ?? account.fallback, projectTitle: project.title }),
      );
    }
    // Leaves the chat unless still in the project another way (creator, another entry, an investment).
    return leaveProjectChat(tx, projectId, userId);
  });
  announce?.(deps.signals);
  return project;
}

/**
 * Withdraws a pending invitation (its manager only): the entry stays on the team as a presentation
 * entry without access, and the invitation can no longer be accepted. The pending condition is
 * part of the update, so of a withdrawal and an acceptance at the same moment only one wins.
 */
export async function withdrawInvitation(db: Database, user: CurrentUser, projectId: string, memberId: string) {
  const project = await loadVisibleProject(db, user, projectId);
  requireManager(user, project);
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(projectTeamMembers)
      .set({ invitationStatus: "withdrawn" })
      .where(
        and(
          eq(projectTeamMembers.id, memberId),
          eq(projectTeamMembers.projectId, projectId),
          eq(projectTeamMembers.invitationStatus, "pending"),
        ),
      )
      .returning({ email: projectTeamMembers.email, name: projectTeamMembers.name });
    if (!withdrawn) {
      const [row] = await tx
        .select({ status: projectTeamMembers.invitationStatus })
        .from(projectTeamMembers)
        .where(and(eq(projectTeamMembers.id, memberId), eq(projectTeamMembers.projectId, projectId)));
      if (!row) throw teamMemberNotFound();
      throw conflict(NOT_PENDING[row.status ?? "none"]);
    }
    if (withdrawn.email) {
      await enqueueMail(
        tx,
        invitationWithdrawnEmail({ to: withdrawn.email, name: withdrawn.name, projectTitle: project.title }),
      );
    }
  });
  return project;
}
