import { and, asc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  EMAIL_NOT_CONFIRMED_FOR_INVITATION,
  INVITATION_NOT_FOUND,
  INVITATION_WITHDRAWN,
  type TeamInvitationList,
} from "@alicerce/shared/schemas/invitations";
import type { Database } from "../../db/client.ts";
import { profiles, projects, projectTeamMembers, user as users } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { recordInvitationAnswer } from "../projects/index.ts";
import { joinProjectChat } from "../chat/index.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";

async function emailConfirmed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.confirmed ?? false;
}

/** Pending invitations addressed to the user's e-mail, newest project first. */
export async function listMyInvitations(db: Database, user: CurrentUser): Promise<TeamInvitationList> {
  const rows = await db
    .select({
      id: projectTeamMembers.id,
      projectId: projects.id,
      title: projects.title,
      role: projectTeamMembers.role,
      invitedAt: projectTeamMembers.invitedAt,
      inviter: sql<string>`coalesce(${profiles.name}, ${users.name})`,
    })
    .from(projectTeamMembers)
    .innerJoin(projects, eq(projects.id, projectTeamMembers.projectId))
    .innerJoin(users, eq(users.id, projects.createdBy))
    .leftJoin(profiles, eq(profiles.userId, projects.createdBy))
    .where(
      and(eq(projectTeamMembers.email, user.email.toLowerCase()), eq(projectTeamMembers.invitationStatus, "pending")),
    )
    .orderBy(asc(projectTeamMembers.invitedAt), asc(projectTeamMembers.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      project_id: r.projectId,
      project_title: r.title,
      role: r.role,
      invited_by: r.inviter,
      invited_at: r.invitedAt?.toISOString() ?? null,
    })),
    email_confirmed: await emailConfirmed(db, user.id),
  };
}

/**
 * Accepts or declines a pending invitation addressed to the user's e-mail. Only an account whose
 * e-mail is confirmed may answer: otherwise whoever registered the address first (without owning
 * the mailbox) would join the team, or turn the real owner's invitation down.
 */
export async function answerInvitation(
  deps: { db: Database; signals: SignalBus },
  user: CurrentUser,
  invitationId: string,
  accept: boolean,
): Promise<{ project_id: string }> {
  const { db } = deps;
  const addressedToMe = and(
    eq(projectTeamMembers.id, invitationId),
    eq(projectTeamMembers.email, user.email.toLowerCase()),
  );
  const [invitation] = await db
    .select({ projectId: projectTeamMembers.projectId, status: projectTeamMembers.invitationStatus })
    .from(projectTeamMembers)
    .where(addressedToMe)
    .limit(1);
  if (invitation?.status !== "pending") throw noLongerPending(invitation?.status);
  if (!(await emailConfirmed(db, user.id)))
    throw new AppError("EMAIL_NOT_VERIFIED", EMAIL_NOT_CONFIRMED_FOR_INVITATION);
  const { answered, announce } = await db.transaction(async (tx) => {
    const answered = await recordInvitationAnswer(tx, { invitationId, email: user.email, userId: user.id, accept });
    // An accepted invitation puts the person on the team: they join the project's chat in the same commit.
    return { answered, announce: answered && accept ? await joinProjectChat(tx, invitation.projectId, user.id) : null };
  });
  announce?.(deps.signals);
  if (!answered) {
    // Withdrawn (or answered in another tab) between the read and the update.
    const [now] = await db
      .select({ status: projectTeamMembers.invitationStatus })
      .from(projectTeamMembers)
      .where(addressedToMe);
    throw noLongerPending(now?.status);
  }
  return { project_id: invitation.projectId };
}

/**
 * The invitee learns that the creator withdrew the invitation (docs/product/projects.md#team);
 * anything else that is not pending answers like an unknown id.
 */
const noLongerPending = (status: string | null | undefined) =>
  status === "withdrawn"
    ? new AppError("CONFLICT", INVITATION_WITHDRAWN)
    : new AppError("NOT_FOUND", INVITATION_NOT_FOUND);
