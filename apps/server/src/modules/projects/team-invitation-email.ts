import { TEAM_ROLE_LABELS, type TeamRole } from "@alicerce/shared/projects";
import type { MailMessage } from "../../mail/mailer.ts";

export function teamInvitationEmail(input: {
  to: string;
  memberName: string;
  inviter: string;
  projectTitle: string;
  role: TeamRole;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Convite para a equipe do projeto ${input.projectTitle}`,
    text: [
      `Olá, ${input.memberName}!`,
      "",
      `${input.inviter} convidou você para a equipe do projeto "${input.projectTitle}" no Alicerce, na função ${TEAM_ROLE_LABELS[input.role]}.`,
      "",
      `Para aceitar ou recusar, entre no Alicerce com este email (ou crie sua conta com ele) e abra: ${input.link}`,
      "Você só terá acesso ao projeto depois de confirmar seu email e aceitar o convite.",
      "",
      "Se você não conhece este projeto, ignore esta mensagem.",
    ].join("\n"),
  };
}
