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
