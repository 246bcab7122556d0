import { defuseLinks } from "@alicerce/shared/mail-text";
import type { MailMessage } from "../../mail/mailer.ts";

/** Fixed subjects: no text the creator chose goes in a subject line (decision 036). */
export const TEAM_REMOVAL_SUBJECT = "Você foi removido de uma equipe no Alicerce";
export const INVITATION_WITHDRAWN_SUBJECT = "Um convite para uma equipe no Alicerce foi cancelado";

/** The sentence the removed person reads in the bell and in the e-mail. */
export const removedFromTeamText = (projectTitle: string) =>
  `Você foi removido da equipe do projeto "${projectTitle}".`;

/** Tells a member with an account that they left the team and what that means (docs/product/projects.md#team). */
export function teamRemovalEmail(input: { to: string; name: string; projectTitle: string }): MailMessage {
  return {
    to: input.to,
    subject: TEAM_REMOVAL_SUBJECT,
    text: [
      `Olá, ${defuseLinks(input.name)}!`,
      "",
      removedFromTeamText(defuseLinks(input.projectTitle)),
      "Você não tem mais acesso ao rascunho, aos documentos da equipe nem ao chat do projeto.",
      "",
      "Se acha que foi um engano, fale com o criador do projeto.",
    ].join("\n"),
  };
}

/** Tells the invited address that the invitation it received no longer stands. */
export function invitationWithdrawnEmail(input: { to: string; name: string; projectTitle: string }): MailMessage {
  return {
    to: input.to,
    subject: INVITATION_WITHDRAWN_SUBJECT,
    text: [
      `Olá, ${defuseLinks(input.name)}!`,
      "",
      `O criador do projeto "${defuseLinks(input.projectTitle)}" cancelou o convite que você recebeu para a equipe.`,
      "O convite não pode mais ser aceito. Você não precisa fazer nada.",
    ].join("\n"),
  };
}
