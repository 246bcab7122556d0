import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const NAVY = rgb(0.1, 0.17, 0.32);
export const GREY = rgb(0.35, 0.38, 0.45);

/** Standard PDF fonts speak WinAnsi: keep Portuguese letters, replace what it cannot encode. */
export const winAnsi = (text: string) =>
  text
    .normalize("NFC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2022\u20ac]/g, "?");

/** Writes wrapped text top-down from the top margin, adding pages when one is full. */
export class PdfWriter {
  page: PDFPage;
  y: number;
  private constructor(
    private doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  static async on(doc: PDFDocument) {
    return new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
  }

  text(
    raw: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number; width?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const width = options.width ?? A4.width - 2 * MARGIN;
    for (const paragraph of winAnsi(raw).split("\n")) {
      let line = "";
      const flush = () => {
        this.ensure(size * 1.4);
        this.page.drawText(line, {
          x: MARGIN,
          y: this.y - size,
          size,
          font,
          color: options.color ?? rgb(0.1, 0.1, 0.12),
        });
        this.y -= size * 1.45;
        line = "";
      };
      for (const word of paragraph.split(/\s+/)) {
        const candidate = line ? `${line} ${word}` : word;
        // A single word wider than the line (a hash, a user agent) is cut where it overflows.
        if (font.widthOfTextAtSize(candidate, size) > width && line) {
          flush();
          line = word;
        } else line = candidate;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          const rest = line.slice(cut);
          line = line.slice(0, cut);
          flush();
          line = rest;
        }
      }
      flush();
    }
    this.y -= options.gap ?? 2;
  }

  heading(text: string, size = 14) {
    this.y -= 8;
    this.text(text, { size, bold: true, color: NAVY, gap: 4 });
  }
}
