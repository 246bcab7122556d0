import { PDFDocument } from "pdf-lib";
import QRCode from "qrcode";
import { formatBRL } from "@alicerce/shared/brazilian";
import { hideCpf } from "@alicerce/shared/personal-data";
import {
  SIGNATURE_EVENT_LABELS,
  isFailedAttempt,
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
  signers: { name: string; cpf: string | null; signedAt: Date | null }[];
  events: { kind: SignatureEventKind; at: Date; who: string | null; cpf: string | null }[];
};

/** "2026-11-23T15:04:05Z" → "23/11/2026 12:04:05 (horário de Brasília)". */
export const formatMoment = (at: Date): string => evidenceMoment(at);

const maskedCpf = (cpf: string | null) => (cpf ? hideCpf(cpf) : "—");

/**
 * The signed PDF: every page of the original, unchanged, then the certificate page(s) with the
 * request, each signer, the audit trail and a QR code of the public verification page.
 *
 * One sealed file serves every reader of the request and travels by e-mail, so the page prints
 * what the public verification page shows anyone holding it, nothing more (decision 093): names,
 * the CPF partly hidden, the times and the hashes. No e-mail, whole CPF, IP or browser: those stay
 * in the trail (GET /api/signatures/:id/events), whole only for the signers and the legal desk.
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
    writer.text(`${s.name} · CPF ${maskedCpf(s.cpf)} · assinou em ${s.signedAt ? formatMoment(s.signedAt) : "—"}`, {
      size: 9,
    });
  }

  writer.heading("Trilha de auditoria", 12);
  for (const e of input.events) {
    const who = e.who ? ` · ${e.who}` : " · Sistema";
    const cpf = e.cpf ? ` · CPF ${maskedCpf(e.cpf)}` : "";
    writer.text(`${formatMoment(e.at)} · ${SIGNATURE_EVENT_LABELS[e.kind]}${who}${cpf}`, { size: 8.5, gap: 1 });
  }
  // Refused attempts are listed like the successes (decision 126); the page says what they keep.
  if (input.events.some((e) => isFailedAttempt(e.kind))) {
    writer.text(
      "Tentativas recusadas (código incorreto, nome ou CPF que não conferem) constam da trilha como as assinaturas, sem o código nem o CPF digitados.",
      { size: 8, color: GREY },
    );
  }
  writer.text(
    "Cada evento registra o SHA-256 do documento original acima. As assinaturas foram feitas por pessoas autenticadas no Alicerce que confirmaram o e-mail convidado, o nome do convite, o CPF cadastrado e um código enviado por e-mail.",
    { size: 8, color: GREY },
  );
  writer.text(
    "CPF parcialmente oculto. O CPF completo, o e-mail, o endereço IP e o navegador de cada ato ficam na trilha de auditoria do Alicerce, mostrada por inteiro aos signatários e ao jurídico.",
    { size: 8, color: GREY },
  );

  doc.setSubject(CERTIFICATE_TITLE);
  doc.setKeywords([`alicerce-assinatura:${input.requestId}`, `sha256:${input.sha256}`]);
  doc.setProducer("Alicerce");
  doc.setModificationDate(input.completedAt);
  return doc.save();
}
