import { z } from "zod";
import { TEAM_ROLES } from "../projects.ts";

/** An invitation to a project's team waiting for the invited person's answer. */
export const teamInvitationSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_title: z.string(),
  role: z.enum(TEAM_ROLES),
  invited_by: z.string(),
  invited_at: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamInvitationListSchema = z.object({
  items: z.array(teamInvitationSchema),
  /** Invitations are accepted only from an account whose e-mail is confirmed. */
  email_confirmed: z.boolean(),
});
export type TeamInvitationList = z.infer<typeof teamInvitationListSchema>;

export const EMAIL_NOT_CONFIRMED_FOR_INVITATION = "Confirme seu email para responder ao convite.";
export const INVITATION_NOT_FOUND = "Convite não encontrado.";
export const INVITATION_WITHDRAWN = "Este convite foi cancelado pelo criador do projeto.";
