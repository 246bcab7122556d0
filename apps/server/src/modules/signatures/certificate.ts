import { PDFDocument } from "pdf-lib";
import QRCode from "qrcode";
import { formatBRL } from "@alicerce/shared/brazilian";
import {
  SIGNATURE_EVENT_LABELS,
  SIGNATURE_TYPE_LABELS,
  formatIsoDay,
  type SignatureEventKind,
  type SignatureType,
} from "@alicerce/shared/signatures";
import { A4, GREY, PdfSheet } from "../../lib/pdf-sheet.ts";
import { evidenceMoment } from "@alicerce/shared/sao-paulo-time";

/** The signed PDF's subject: the certificate page is what makes a PDF "signed" (tests look for it). */
export const CERTIFICATE_TITLE = "Certificado de Assinaturas Eletrônicas";

export type CertificateInput = {
  requestId: string;
  title: string;
  projectTitle: string;
  type: SignatureType;
  amount: number;
  dueDate: string;
  sha256: string;
  verificationUrl: string;
  completedAt: Date;
  signers: { name: string; email: string; cpf: string | null; signedAt: Date | null }[];
  events: {
    kind: SignatureEventKind;
    at: Date;
    who: string | null;
    cpf: string | null;
    ip: string | null;
    userAgent: string | null;
  }[];
};

/** "2026-11-23T15:04:05Z" → "23/11/2026 12:04:05 (horário de Brasília)". */
export const formatMoment = (at: Date): string => evidenceMoment(at);

const maskedCpf = (cpf: string | null) =>
  cpf ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : "—";

/**
 * The signed PDF: every page of the original, unchanged, then the certificate page(s) with the
 * request, each signer, the whole audit trail and a QR code of the public verification page.
 */
export async function buildSignedPdf(original: Uint8Array, input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const writer = await PdfSheet.on(doc);
  const MARGIN = writer.margin;
  const qr = await doc.embedPng(await QRCode.toBuffer(input.verificationUrl, { type: "png", margin: 1, width: 240 }));
  const qrSize = 96;
  writer.page.drawImage(qr, {
    x: A4.width - MARGIN - qrSize,
    y: A4.height - MARGIN - qrSize,
    width: qrSize,
    height: qrSize,
  });
  const beside = A4.width - 2 * MARGIN - qrSize - 16;

  writer.text(CERTIFICATE_TITLE, { size: 16, bold: true, width: beside, gap: 6 });
  writer.text(`Documento: ${input.title}`, { width: beside });
  writer.text(`Projeto: ${input.projectTitle}`, { width: beside });
  writer.text(
    `Tipo: ${SIGNATURE_TYPE_LABELS[input.type]} · Valor: ${formatBRL(input.amount)} · Prazo: ${formatIsoDay(input.dueDate)}`,
    { width: beside },
  );
  writer.text(`Concluído em ${formatMoment(input.completedAt)}`, { width: beside });
  writer.text(`Verifique em ${input.verificationUrl}`, { size: 8, color: GREY, width: beside });
  writer.y = Math.min(writer.y, A4.height - MARGIN - qrSize - 8);
  writer.text(`SHA-256 do documento original: ${input.sha256}`, { size: 8, color: GREY });
  writer.text(`Identificador da solicitação: ${input.requestId}`, { size: 8, color: GREY });
  // The seal itself is added after this page is written (lib/pdf-seal.ts); the page says what it is for.
  writer.text(
    "Este PDF é selado digitalmente pela plataforma Alicerce: qualquer alteração no arquivo invalida o selo, o que leitores de PDF indicam.",
    { size: 8, color: GREY },
  );

  writer.heading("Signatários", 12);
  for (const s of input.signers) {
    writer.text(
      `${s.name} <${s.email}> · CPF ${maskedCpf(s.cpf)} · assinou em ${s.signedAt ? formatMoment(s.signedAt) : "—"}`,
      { size: 9 },
    );
  }

  writer.heading("Trilha de auditoria", 12);
  for (const e of input.events) {
    const who = e.who ? ` · ${e.who}` : " · Sistema";
    const cpf = e.cpf ? ` · CPF ${maskedCpf(e.cpf)}` : "";
    const ip = e.ip ? ` · IP ${e.ip}` : "";
    writer.text(`${formatMoment(e.at)} · ${SIGNATURE_EVENT_LABELS[e.kind]}${who}${cpf}${ip}`, { size: 8.5, gap: 0 });
    if (e.userAgent) writer.text(`Navegador: ${e.userAgent}`, { size: 7, color: GREY, gap: 1 });
  }
  writer.text(
    "Cada evento registra o SHA-256 do documento original acima. As assinaturas foram feitas por pessoas autenticadas no Alicerce que confirmaram nome e CPF cadastrados.",
    { size: 8, color: GREY },
  );

  doc.setSubject(CERTIFICATE_TITLE);
  doc.setKeywords([`alicerce-assinatura:${input.requestId}`, `sha256:${input.sha256}`]);
  doc.setProducer("Alicerce");
  doc.setModificationDate(input.completedAt);
  return doc.save();
}
