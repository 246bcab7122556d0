import { formatBRL } from "@alicerce/shared/brazilian";
import type { MailMessage } from "../../mail/mailer.ts";

export function newRequestEmail(input: {
  to: string;
  company: string;
  requester: string;
  projectName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Nova solicitação de orçamento: ${input.projectName}`,
    text: [
      `Olá, ${input.company}!`,
      "",
      `${input.requester} pediu um orçamento para "${input.projectName}".`,
      `Veja os detalhes e responda em: ${input.link}`,
    ].join("\n"),
  };
}

export function responseEmail(input: {
  to: string;
  requester: string;
  company: string;
  projectName: string;
  price: number;
  days: number;
  message: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Orçamento recebido: ${input.projectName}`,
    text: [
      `Olá, ${input.requester}!`,
      "",
      `${input.company} respondeu sua solicitação para "${input.projectName}":`,
      `Preço estimado: ${formatBRL(input.price)}`,
      `Prazo de entrega: ${input.days} dias`,
      "",
      input.message,
      "",
      `Aprove ou recuse em: ${input.link}`,
    ].join("\n"),
  };
}

/** The supplier learns the requester's decision on their quotation. */
export function decisionEmail(input: {
  to: string;
  company: string;
  requester: string;
  projectName: string;
  approved: boolean;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.approved ? "Orçamento aprovado" : "Orçamento recusado"}: ${input.projectName}`,
    text: [
      `Olá, ${input.company}!`,
      "",
      input.approved
        ? `${input.requester} aprovou seu orçamento para "${input.projectName}". Combine os próximos passos e marque a cotação como concluída quando o serviço terminar.`
        : `${input.requester} recusou seu orçamento para "${input.projectName}".`,
      "",
      `Veja a cotação em: ${input.link}`,
    ].join("\n"),
  };
}

/** The other party learns that the quotation was marked as concluded. */
export function completionEmail(input: {
  to: string;
  greeting: string;
  completedBy: string;
  projectName: string;
  reviewInvitation: boolean;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Cotação concluída: ${input.projectName}`,
    text: [
      `Olá, ${input.greeting}!`,
      "",
      `${input.completedBy} marcou como concluída a cotação de "${input.projectName}".`,
      ...(input.reviewInvitation ? ["Conte como foi: avalie o fornecedor na página de cotações."] : []),
      "",
      `Veja a cotação em: ${input.link}`,
    ].join("\n"),
  };
}

/** The supplier learns of a new review of their work. */
export function reviewEmail(input: {
  to: string;
  company: string;
  reviewer: string;
  projectName: string;
  rating: number;
  comment: string | null;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Nova avaliação: ${input.rating} de 5 estrelas`,
    text: [
      `Olá, ${input.company}!`,
      "",
      `${input.reviewer} avaliou seu serviço em "${input.projectName}" com ${input.rating} de 5 estrelas.`,
      ...(input.comment ? ["", `"${input.comment}"`] : []),
      "",
      `Veja suas avaliações em: ${input.link}`,
    ].join("\n"),
  };
}
