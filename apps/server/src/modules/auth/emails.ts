import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
import type { MailMessage } from "../../mail/mailer.ts";

export function verificationEmail(input: { to: string; name: string; url: string }): MailMessage {
  return {
    to: input.to,
    subject: "Confirme seu email no Alicerce",
    text: [
      `Olá, ${input.name}!`,
      "",
      "Para ativar sua conta no Alicerce, confirme seu email abrindo o link abaixo:",
      input.url,
      "",
      "O link vale por 24 horas. Se você não criou esta conta, ignore esta mensagem.",
    ].join("\n"),
    kind: "account",
  };
}

/** Sent to the NEW address: opening the link is what moves the account to it. */
export function emailChangeEmail(input: { to: string; name: string; url: string }): MailMessage {
  return {
    to: input.to,
    subject: "Confirme seu novo email no Alicerce",
    text: [
      `Olá, ${input.name}!`,
      "",
      "Você pediu para usar este endereço na sua conta do Alicerce. Para confirmar a troca, abra o link abaixo:",
      input.url,
      "",
      "O link vale por 24 horas. Até lá, sua conta continua com o email anterior. Se você não pediu esta troca, ignore esta mensagem.",
    ].join("\n"),
    kind: "account",
  };
}

/** "Esqueci minha senha": the link opens the page that chooses a new password. */
export function passwordResetEmail(input: { to: string; name: string; url: string; minutes: number }): MailMessage {
  return {
    to: input.to,
    subject: "Redefina sua senha no Alicerce",
    text: [
      `Olá, ${input.name}!`,
      "",
      "Recebemos um pedido para redefinir a senha da sua conta no Alicerce. Para escolher uma nova senha, abra o link abaixo:",
      input.url,
      "",
      `O link vale por ${input.minutes} minutos e pode ser usado uma única vez. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.`,
    ].join("\n"),
    kind: "account",
  };
}

/** "j***@gmail.com": enough for the owner to recognise an address, not enough to hand it to anyone reading the mail. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Sent to the OLD address once an e-mail change is applied (docs/product/account-and-notifications.md#settings):
 * whoever moved the account held a session and the password, so the owner gets the way back.
 */
export function emailChangedNotice(input: {
  to: string;
  name: string;
  newEmail: string;
  changedAt: Date;
  undoUrl: string;
  days: number;
}): MailMessage {
  const when = dateAndTime(input.changedAt);
  return {
    to: input.to,
    subject: "O email da sua conta no Alicerce foi alterado",
    text: [
      `Olá, ${input.name}!`,
      "",
      `Em ${when} (horário de Brasília), o email da sua conta no Alicerce passou de ${input.to} para ${maskEmail(input.newEmail)}.`,
      "",
      "Se foi você, não precisa fazer nada.",
      "",
      `Se não foi você, desfaça a troca pelo link abaixo (vale por ${input.days} dias). Sua conta volta para este email, todas as sessões dela são encerradas e você poderá redefinir a senha:`,
      input.undoUrl,
    ].join("\n"),
    kind: "account",
  };
}
