import type { MailMessage } from "../../mail/mailer.ts";

/** A document's uploader learns the legal review's outcome (docs/product/documents-and-signatures.md#documents). */
export function documentDecisionEmail(input: {
  to: string;
  name: string;
  documentName: string;
  version: number;
  projectTitle: string;
  approved: boolean;
  comment: string | null;
  link: string;
}): MailMessage {
  const what = `o documento "${input.documentName}" (versão ${input.version}) do projeto "${input.projectTitle}"`;
  const lines = [
    `Olá, ${input.name}!`,
    "",
    input.approved
      ? `A análise jurídica de ${what} foi concluída e o documento foi aprovado.`
      : `A análise jurídica de ${what} foi concluída e o documento foi rejeitado. Envie uma nova versão com os ajustes indicados.`,
  ];
  if (input.comment) lines.push("", "Comentário do jurídico:", input.comment);
  lines.push("", `Veja o documento em: ${input.link}`);
  return {
    to: input.to,
    subject: input.approved
      ? `Documento aprovado: ${input.documentName}`
      : `Documento rejeitado: ${input.documentName}`,
    text: lines.join("\n"),
  };
}
