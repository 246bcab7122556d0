import type { MailMessage } from "../../mail/mailer.ts";

/** The project's creator learns the legal review's outcome (docs/product/projects.md#lifecycle). */
export function projectDecisionEmail(input: {
  to: string;
  name: string;
  title: string;
  approved: boolean;
  comment: string | null;
  link: string;
}): MailMessage {
  const lines = [`Olá, ${input.name}!`, ""];
  if (input.approved) {
    lines.push(
      `A análise jurídica do projeto "${input.title}" foi concluída e o projeto foi aprovado.`,
      "Ele agora está Em Planejamento.",
    );
  } else {
    lines.push(
      `A análise jurídica do projeto "${input.title}" foi concluída e o projeto não foi aprovado.`,
      "Ele voltou para Rascunho: faça os ajustes indicados e envie-o novamente para análise.",
    );
  }
  if (input.comment) lines.push("", "Comentário do jurídico:", input.comment);
  lines.push("", `Veja o projeto em: ${input.link}`);
  return {
    to: input.to,
    subject: input.approved ? `Projeto aprovado: ${input.title}` : `Projeto não aprovado: ${input.title}`,
    text: lines.join("\n"),
  };
}
