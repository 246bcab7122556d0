import { rgb, type PDFDocument, type PDFPage } from "pdf-lib";
import { PdfFonts, type TextStyle } from "./pdf-fonts.ts";

export const A4 = { width: 595.28, height: 841.89 };
export const NAVY = rgb(0.1, 0.17, 0.32);
export const GREY = rgb(0.35, 0.38, 0.45);
export const INK = rgb(0.1, 0.1, 0.12);
const LINE = rgb(0.82, 0.84, 0.88);

type Color = ReturnType<typeof rgb>;
export type TextOptions = { size?: number; bold?: boolean; color?: Color; gap?: number; width?: number };
export type Column = { title: string; width: number; align?: "right" };

/**
 * The one writer of Alicerce's generated PDFs (contracts, certificates, prospectus, informe,
 * quarterly report): wrapped text, single fitted lines, headings and tables, written top-down from
 * the top margin, adding an A4 page when one is full. Unicode fonts (lib/pdf-fonts.ts): names and
 * titles print as typed, emoji included.
 */
export class PdfSheet {
  page: PDFPage;
  y: number;
  readonly margin: number;
  private readonly fontSize: number;

  private constructor(
    private doc: PDFDocument,
    readonly fonts: PdfFonts,
    options: { margin?: number; fontSize?: number },
  ) {
    this.margin = options.margin ?? 50;
    this.fontSize = options.fontSize ?? 10;
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - this.margin;
  }

  static async on(doc: PDFDocument, options: { margin?: number; fontSize?: number } = {}) {
    return new PdfSheet(doc, await PdfFonts.embed(doc), options);
  }

  /** The width between the margins. */
  get width() {
    return A4.width - 2 * this.margin;
  }

  ensure(height: number) {
    if (this.y - height < this.margin) {
      this.page = this.doc.addPage([A4.width, A4.height]);
      this.y = A4.height - this.margin;
    }
  }

  /** Paragraphs (split on "\n") wrapped at the width; a word wider than a line is cut where it overflows. */
  text(raw: string, options: TextOptions = {}) {
    const size = options.size ?? this.fontSize;
    const style = { size, bold: options.bold };
    const widthOf = (text: string) => this.fonts.width(text, style);
    const width = options.width ?? this.width;
    for (const paragraph of raw.split("\n")) {
      let line = "";
      const flush = () => {
        this.ensure(size * 1.4);
        this.fonts.draw(this.page, line, { ...style, x: this.margin, y: this.y - size, color: options.color ?? INK });
        this.y -= size * 1.45;
        line = "";
      };
      for (const word of paragraph.split(/\s+/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (widthOf(candidate) > width && line) {
          flush();
          line = word;
        } else line = candidate;
        // A single word wider than the line (a hash, a user agent): cut between code points, never
        // inside an emoji's surrogate pair.
        while (widthOf(line) > width && Array.from(line).length > 1) {
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

  /** One line, shortened with an ellipsis to fit (for labels and figures that must stay on one line). */
  line(text: string, options: Omit<TextOptions, "width"> = {}) {
    const style: TextStyle = { size: options.size ?? this.fontSize, bold: options.bold };
    this.ensure(style.size * 1.5);
    this.fonts.draw(this.page, this.fonts.fit(text, this.width, style), {
      ...style,
      x: this.margin,
      y: this.y - style.size,
      color: options.color ?? INK,
    });
    this.y -= style.size * 1.45 + (options.gap ?? 2);
  }

  heading(text: string, size = 14) {
    this.y -= 10;
    this.text(text, { size, bold: true, color: NAVY, gap: 4 });
  }

  rule() {
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: A4.width - this.margin, y: this.y },
      thickness: 0.6,
      color: LINE,
    });
    this.y -= 6;
  }

  row(columns: Column[], cells: string[], bold = false) {
    const style: TextStyle = { size: 9.5, bold };
    this.ensure(style.size * 1.9);
    let x = this.margin;
    columns.forEach((column, i) => {
      const text = this.fonts.fit(cells[i] ?? "", column.width - 6, style);
      const width = this.fonts.width(text, style);
      this.fonts.draw(this.page, text, {
        ...style,
        x: column.align === "right" ? x + column.width - width : x,
        y: this.y - style.size,
        color: INK,
      });
      x += column.width;
    });
    this.y -= style.size * 1.8;
  }

  /** A header row, the rows, and an optional bold total under a rule. */
  table(columns: Column[], rows: string[][], total?: string[]) {
    this.row(
      columns,
      columns.map((c) => c.title),
      true,
    );
    this.rule();
    for (const cells of rows) this.row(columns, cells);
    if (total) {
      this.rule();
      this.row(columns, total, true);
    }
  }
}
