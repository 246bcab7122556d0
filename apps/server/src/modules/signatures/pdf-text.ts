import { rgb, type PDFDocument, type PDFPage } from "pdf-lib";
import { PdfFonts } from "../../lib/pdf-fonts.ts";

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const NAVY = rgb(0.1, 0.17, 0.32);
export const GREY = rgb(0.35, 0.38, 0.45);

/** Writes wrapped text top-down from the top margin, adding pages when one is full. */
export class PdfWriter {
  page: PDFPage;
  y: number;
  private constructor(
    private doc: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Embeds the Unicode fonts (lib/pdf-fonts.ts): titles and names print as typed, emoji included. */
  static async on(doc: PDFDocument) {
    return new PdfWriter(doc, await PdfFonts.embed(doc));
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
    const style = { size, bold: options.bold };
    const widthOf = (text: string) => this.fonts.width(text, style);
    const width = options.width ?? A4.width - 2 * MARGIN;
    for (const paragraph of raw.split("\n")) {
      let line = "";
      const flush = () => {
        this.ensure(size * 1.4);
        this.fonts.draw(this.page, line, {
          ...style,
          x: MARGIN,
          y: this.y - size,
          color: options.color ?? rgb(0.1, 0.1, 0.12),
        });
        this.y -= size * 1.45;
        line = "";
      };
      for (const word of paragraph.split(/\s+/)) {
        const candidate = line ? `${line} ${word}` : word;
        // A single word wider than the line (a hash, a user agent) is cut where it overflows.
        if (widthOf(candidate) > width && line) {
          flush();
          line = word;
        } else line = candidate;
        while (widthOf(line) > width && Array.from(line).length > 1) {
          // Cut between code points, never inside an emoji's surrogate pair.
          const chars = Array.from(line);
          let cut = chars.length - 1;
          while (cut > 1 && widthOf(chars.slice(0, cut).join("")) > width) cut--;
          line = chars.slice(0, cut).join("");
          flush();
          line = chars.slice(cut).join("");
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
