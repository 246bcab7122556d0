import { PDFDocument, rgb } from "pdf-lib";
import QRCode from "qrcode";
import { formatBRL } from "@alicerce/shared/brazilian";
import { RECEIPT_KIND_LABELS } from "@alicerce/shared/payments-receipts";
import { evidenceMoment } from "@alicerce/shared/sao-paulo-time";
import { A4, GREY, PdfSheet } from "../../../lib/pdf-sheet.ts";
import type { ReceiptRow } from "./receipt-reads.ts";

export const RECEIPT_PDF_SUBJECT = "Comprovante Alicerce";

/** What every payment screen says in sandbox mode (docs/product/payments.md#psp), printed on its receipts too. */
export const SANDBOX_NOTICE = "Ambiente de testes: nenhum dinheiro real é movimentado.";
const RED = rgb(0.7, 0.1, 0.1);

/** The public check page of a receipt: what its QR Code opens. */
export const receiptCheckUrl = (publicUrl: string, code: string) => `${publicUrl}/comprovante/${code}`;

/** "CPF ***.982.247-**" or "CNPJ 12.345.678/0001-95"; the masked form tells which it is. */
const documentLine = (masked: string | null) => {
  if (!masked) return "";
  return masked.startsWith("***") ? ` · CPF ${masked}` : ` · CNPJ ${masked}`;
};

/**
 * A receipt's PDF, drawn from its row on each download (the row never changes, so neither does the
 * PDF). It prints what the public check page shows anyone holding the code, nothing more
 * (decision 117): the documents as the row keeps them, partly hidden.
 */
export async function buildReceiptPdf(
  row: ReceiptRow,
  checkUrl: string,
  options: { sandbox: boolean },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const sheet = await PdfSheet.on(doc);
  const qrSize = 110;
  const qr = await doc.embedPng(await QRCode.toBuffer(checkUrl, { type: "png", margin: 1, width: 260 }));
  sheet.page.drawImage(qr, {
    x: A4.width - sheet.margin - qrSize,
    y: A4.height - sheet.margin - qrSize,
    width: qrSize,
    height: qrSize,
  });
  const beside = sheet.width - qrSize - 16;

  sheet.text("Comprovante de movimentação", { size: 16, bold: true, width: beside, gap: 4 });
  sheet.text(RECEIPT_KIND_LABELS[row.kind], { size: 12, bold: true, width: beside, gap: 10 });
  // A sandbox receipt must not pass for a proof of payment wherever it is forwarded.
  if (options.sandbox) sheet.text(SANDBOX_NOTICE, { size: 11, bold: true, color: RED, width: beside, gap: 8 });
  sheet.text(`Valor: ${formatBRL(row.amountCents / 100)}`, { size: 13, bold: true, width: beside, gap: 4 });
  sheet.text(`Data e hora: ${evidenceMoment(row.occurredAt)}`, { width: beside });
  sheet.text(
    row.endToEndId
      ? `Identificador Pix (endToEndId): ${row.endToEndId}`
      : "Movimentação interna na conta de garantia (sem Pix)",
    { width: beside },
  );
  if (row.projectTitle) sheet.text(`Projeto: ${row.projectTitle}`, { width: beside });
  sheet.y = Math.min(sheet.y, A4.height - sheet.margin - qrSize - 8);

  sheet.heading("Pagador", 12);
  sheet.text(`${row.payerName}${documentLine(row.payerDocumentMasked)}`);
  sheet.heading("Recebedor", 12);
  sheet.text(`${row.payeeName}${documentLine(row.payeeDocumentMasked)}`);

  sheet.y -= 12;
  sheet.rule();
  sheet.text(`Confira a autenticidade deste comprovante em ${checkUrl}`, { size: 8.5, color: GREY });
  sheet.text(`Número do comprovante: ${row.id}`, { size: 8, color: GREY });
  sheet.text(
    "CPF parcialmente oculto. Valores e horários registrados no livro-razão do Alicerce; horário de Brasília.",
    { size: 8, color: GREY },
  );

  doc.setTitle(`${RECEIPT_PDF_SUBJECT}: ${RECEIPT_KIND_LABELS[row.kind]}`);
  doc.setSubject(RECEIPT_PDF_SUBJECT);
  doc.setProducer("Alicerce");
  doc.setCreationDate(row.createdAt);
  doc.setModificationDate(row.createdAt);
  return doc.save();
}
