import { defuseLinks } from "@alicerce/shared/mail-text";
import { DATA_EXPORT_VALID_DAYS } from "@alicerce/shared/schemas/privacy";
import type { MailMessage } from "../../mail/mailer.ts";

export const DATA_EXPORT_READY_SUBJECT = "Seus dados do Alicerce estão prontos";

/** An account mail: the person asked for it, so it goes even with notification e-mails off. */
export function dataExportReadyEmail(input: { to: string; name: string; link: string; until: string }): MailMessage {
  return {
    to: input.to,
    subject: DATA_EXPORT_READY_SUBJECT,
    text: [
      `Olá, ${defuseLinks(input.name)}!`,
      "",
      "O arquivo com os seus dados no Alicerce (LGPD, art. 18) está pronto. Entre no Alicerce com a sua conta e abra o link abaixo para baixá-lo:",
      input.link,
      "",
      `O link vale por ${DATA_EXPORT_VALID_DAYS} dias (até ${input.until}) e só funciona com a sua conta conectada.`,
      "Se você não pediu seus dados, troque sua senha em Minha Conta → Configurações.",
    ].join("\n"),
    kind: "account",
  };
}
