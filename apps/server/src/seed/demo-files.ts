import { PDFDocument, StandardFonts } from "pdf-lib";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { Database } from "../db/client.ts";
import { storeBytes } from "../modules/files/index.ts";
import type { Storage } from "../storage/storage.ts";

// What every demo loader needs: dates relative to today, small real PDFs, and files stored the
// way uploads are (the files module's storeBytes: storage object + row with size and SHA-256).

/** The address the demo's mail links to (dropped at the end of the demo's loading), as the server's PUBLIC_URL would be. */
export const DEMO_PUBLIC_URL =
  process.env.PUBLIC_URL?.replace(/\/$/, "") ?? `http://localhost:${process.env.PORT ?? 3000}`;

/** Days from São Paulo's today (yyyy-mm-dd), so the demo keeps every status whatever day it is loaded. */
export function dayFromToday(days: number): string {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A one-page PDF with a bold title and a few lines: real, small demo documents. */
export async function samplePdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 770, size: 16, font: bold });
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 730 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

/** Stores demo bytes as an upload of `uploadedBy`; returns the file id. */
export async function storeDemoFile(
  db: Database,
  storage: Storage,
  file: { data: Buffer; name: string; mimeType: string; uploadedBy: string },
): Promise<string> {
  const row = await storeBytes(db, storage, {
    data: file.data,
    name: file.name,
    mimeType: file.mimeType,
    ownerId: file.uploadedBy,
  });
  return row.id;
}

/** "Contrato de Obra — Fase 1" → "contrato-de-obra-fase-1.pdf". */
export const pdfFileName = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, "-").toLowerCase()}.pdf`;
