import type { TeamRole } from "@alicerce/shared/projects";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { projectTeamMembers } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { teamInvitationEmail } from "./team-invitation-email.ts";

export type InvitationDeps = { db: Database; publicUrl: string };

/** The web page where the invited person accepts or declines. */
export const invitationsPath = "/dashboard/invitations";

export type NewInvitation = { email: string; name: string; role: TeamRole };

/**
 * E-mails each invited member. Called after the rows (status pending) are committed: the
 * invitation is the row, the e-mail only tells the person about it.
 */
export async function sendTeamInvitations(
  deps: InvitationDeps,
  invitations: NewInvitation[],
  project: { title: string; inviter: { name: string; email: string } },
) {
  const link = new URL(invitationsPath, deps.publicUrl).toString();
  // Through the outbox: the answer never waits on, or fails with, the mail server. The invitation
  // itself is the committed row (the invitee also sees it on the dashboard).
  await enqueueMail(
    deps.db,
    invitations.map((invitation) =>
      teamInvitationEmail({
        to: invitation.email,
        memberName: invitation.name,
        inviter: project.inviter,
        projectTitle: project.title,
        role: invitation.role,
        link,
      }),
    ),
  );
}

/**
 * The invitee's answer to a pending invitation addressed to `email` (modules/invitations checks who
 * may answer). The pending condition is part of the update: of two simultaneous answers only one
 * changes the row, and false means there was nothing left to answer.
 */
export async function recordInvitationAnswer(
  db: Database,
  answer: { invitationId: string; email: string; userId: string; accept: boolean },
): Promise<boolean> {
  const updated = await db
    .update(projectTeamMembers)
    .set(
      answer.accept
        ? { invitationStatus: "accepted", userId: answer.userId, respondedAt: new Date() }
        : { invitationStatus: "declined", respondedAt: new Date() },
    )
    .where(
      and(
        eq(projectTeamMembers.id, answer.invitationId),
        eq(projectTeamMembers.email, answer.email.toLowerCase()),
        eq(projectTeamMembers.invitationStatus, "pending"),
      ),
    )
    .returning({ id: projectTeamMembers.id });
  return updated.length > 0;
}

/**
 * An account at `email` is being deleted (docs/product/privacy.md): invitations still waiting for
 * that address are withdrawn, so nobody who registers the freed address later finds them. In the
 * caller's transaction; returns how many.
 */
export async function withdrawInvitationsTo(tx: Database, email: string, at: Date): Promise<number> {
  const withdrawn = await tx
    .update(projectTeamMembers)
    .set({ invitationStatus: "withdrawn", respondedAt: at })
    .where(and(eq(projectTeamMembers.email, email.toLowerCase()), eq(projectTeamMembers.invitationStatus, "pending")))
    .returning({ id: projectTeamMembers.id });
  return withdrawn.length;
}
