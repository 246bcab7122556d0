import { defuseLinks } from "@alicerce/shared/mail-text";
import { TEAM_ROLE_LABELS, type TeamRole } from "@alicerce/shared/projects";
import type { MailMessage } from "../../mail/mailer.ts";

/** Fixed: no text the inviter chose goes in the subject line (decision 036). */
export const TEAM_INVITATION_SUBJECT = "Você recebeu um convite para uma equipe no Alicerce";

/**
 * The invitation to a project's team. The project's title and both names are the inviter's words:
 * plain text no mail client makes a link of, and the inviter is shown with their e-mail.
 */
export function teamInvitationEmail(input: {
  to: string;
  memberName: string;
  inviter: { name: string; email: string };
  projectTitle: string;
  role: TeamRole;
  link: string;
}): MailMessage {
  const inviter = `${defuseLinks(input.inviter.name)} <${input.inviter.email}>`;
  return {
    to: input.to,
    subject: TEAM_INVITATION_SUBJECT,
    text: [
      `Olá, ${defuseLinks(input.memberName)}!`,
      "",
      `${inviter} convidou você para a equipe do projeto "${defuseLinks(input.projectTitle)}" no Alicerce, na função ${TEAM_ROLE_LABELS[input.role]}.`,
      "",
      `Para aceitar ou recusar, entre no Alicerce com este email (ou crie sua conta com ele) e abra: ${input.link}`,
      "Você só terá acesso ao projeto depois de confirmar seu email e aceitar o convite.",
      "",
      "Se você não conhece este projeto, ignore esta mensagem.",
    ].join("\n"),
  };
}
