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
  };
}
