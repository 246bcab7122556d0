import fs from "node:fs/promises";
import { createRequire } from "node:module";
// foliojs' fork of fontkit (1.9), the one pdfkit uses, and not @pdf-lib/fontkit (1.1): the latter
// writes TrueType subsets with a short `loca` table over odd-length glyphs, so most letters of a
// subset Noto Sans vanish (fixed in fontkit 1.8, foliojs/fontkit#191, never taken into that fork).
import fontkit from "@foliojs-fork/fontkit";
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";

/**
 * Unicode fonts for every PDF Alicerce writes (signature certificate, SCP contract, prospectus,
 * informe de rendimentos). pdf-lib's standard fonts only speak WinAnsi, so a project titled
 * "Residencial Ipê 🏗️" printed "??" on a legal document. Noto Sans (Latin, Greek, Cyrillic,
 * punctuation) and the monochrome Noto Emoji come from npm packages, so the server needs nothing
 * from the operating system; both are OFL-licensed. Each PDF embeds only the glyphs it uses
 * (`subset: true`), a few kilobytes per font.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  emoji: "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf",
} as const;
type FontName = keyof typeof FONT_FILES;

type FontkitFont = ReturnType<typeof fontkit.create>;
type LoadedFont = { bytes: Buffer; font: FontkitFont; has: (codePoint: number) => boolean };
let loading: Promise<Record<FontName, LoadedFont>> | null = null;

/** Reads the three font files once per process (about 2 MB) and keeps fontkit's view for glyph checks. */
function loadFonts(): Promise<Record<FontName, LoadedFont>> {
  loading ??= (async () => {
    const entries = await Promise.all(
      (Object.keys(FONT_FILES) as FontName[]).map(async (name) => {
        // A Buffer, not a bare Uint8Array: this fontkit reads the font's format with Buffer methods.
        const bytes = await fs.readFile(require.resolve(FONT_FILES[name]));
        const font = fontkit.create(bytes);
        // Not the emoji font: its glyphs are named by the sequences that draw them (an emoji and its
        // variation selector, "🏗️"), which layout gives on first use and a name from one character would lose.
        if (name !== "emoji") nameEveryGlyph(font);
        return [name, { bytes, font, has: (cp: number) => font.hasGlyphForCodePoint(cp) }] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<FontName, LoadedFont>;
  })();
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * Creates each glyph of the font once from its character, before any PDF uses the font. fontkit keeps
 * a glyph as first created, and the PDF's text layer (ToUnicode: copy, search, screen readers) names a
 * glyph by the characters it was created with. A subset being written creates the glyphs a composite
 * one is drawn from with no character: once a PDF with a bold "…" was saved, every later PDF of the
 * process (the font is shared, below) had bold periods that read as nothing, "R$ 1.234,56" as
 * "R$ 1 234,56" (decision 066).
 */
function nameEveryGlyph(font: FontkitFont) {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
}

/**
 * fontkit for pdf-lib that hands back the font loadFonts already parsed instead of parsing the same
 * bytes again for every PDF: a fresh font decodes its shaping tables (GSUB/GPOS) lazily on its
 * first layouts, which was most of the time of a short PDF. Sharing is safe: layout and the subset
 * pdf-lib writes at save are synchronous reads, and each PDF keeps its own subset of glyph ids.
 */
function sharedFontkit(loaded: Record<FontName, LoadedFont>) {
  const parsed = new Map<Uint8Array, FontkitFont>(Object.values(loaded).map((f) => [f.bytes, f.font]));
  return {
    ...fontkit,
    create: (bytes: Uint8Array, postscriptName?: string) => parsed.get(bytes) ?? fontkit.create(bytes, postscriptName),
  };
}

/** Signs Noto Sans lacks, written as their usual ASCII spelling rather than a replacement mark. */
const SPELLED_OUT: Record<string, string> = { "≤": "<=", "≥": ">=", "→": "->", "←": "<-", "≠": "!=" };
/** Shown for a character no embedded font can draw (Chinese, Arabic, rare symbols): visibly not silently dropped. */
const REPLACEMENT = "\uFFFD";
/** Zero-width joiners and variation selectors belong to the emoji beside them. */
const JOINS_EMOJI = new Set(["\u200d", "\ufe0e", "\ufe0f"]);

type Run = { text: string; font: "text" | "emoji" };

/**
 * Widths in points at size 1000, per font file and text, for the whole process. Measuring runs
 * fontkit's full shaping (GSUB/GPOS) and word wrapping measures each growing line, so one SCP
 * contract cost about half a second of CPU and the signature job makes one per confirmed
 * investment; most of their text is the same clauses. pdf-lib's width is the glyphs' advance at
 * 1000 times size / 1000, so `atThousand * (size / 1000)` is the very number it would return.
 */
const widthCache = new Map<string, number>();
const WIDTH_CACHE_LIMIT = 20_000;

export type TextStyle = { size: number; bold?: boolean };
export type DrawStyle = TextStyle & { x: number; y: number; color: RGB };

/** OpenType features turned off when embedding: ligatures (see `PdfFonts.embed`). */
const NO_LIGATURES = { liga: false, clig: false };

/** The fonts embedded in one PDF, drawing and measuring text in runs: letters in Noto Sans, emoji in Noto Emoji. */
export class PdfFonts {
  private constructor(
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly emoji: PDFFont,
    private readonly loaded: Record<FontName, LoadedFont>,
  ) {}

  /**
   * Embeds the fonts in `doc` (subset: only the glyphs used are written when the PDF is saved), without
   * ligatures: a Pix end-to-end id or a verification code holding "ff" or "fi" must copy out of the PDF as the
   * letters typed, not as one ligature character ("ﬀ").
   */
  static async embed(doc: PDFDocument): Promise<PdfFonts> {
    const loaded = await loadFonts();
    // pdf-lib's Fontkit type describes the same 1.x API; this package has no types of its own.
    doc.registerFontkit(sharedFontkit(loaded) as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
    const [regular, bold, emoji] = await Promise.all(
      (["regular", "bold", "emoji"] as const).map((name) =>
        doc.embedFont(loaded[name].bytes, { subset: true, features: NO_LIGATURES }),
      ),
    );
    return new PdfFonts(regular!, bold!, emoji!, loaded);
  }

  /** Splits text into runs each drawn by one font; what no font has is spelled out or replaced. */
  runs(raw: string): Run[] {
    const runs: Run[] = [];
    const push = (text: string, font: Run["font"]) => {
      const last = runs.at(-1);
      if (last?.font === font) last.text += text;
      else runs.push({ text, font });
    };
    for (const char of raw.normalize("NFC")) {
      const cp = char.codePointAt(0)!;
      if (char === "\n" || char === "\t") push(" ", "text");
      else if (JOINS_EMOJI.has(char)) {
        if (runs.at(-1)?.font === "emoji") push(char, "emoji");
        // A lone joiner or selector after a letter draws nothing: leave it out.
      } else if (this.loaded.regular.has(cp) && this.loaded.bold.has(cp)) push(char, "text");
      else if (this.loaded.emoji.has(cp)) push(char, "emoji");
      else if (SPELLED_OUT[char]) push(SPELLED_OUT[char], "text");
      else if (cp >= 0x20) push(REPLACEMENT, "text");
    }
    return runs;
  }

  private fontNameOf(run: Run, bold: boolean | undefined): FontName {
    if (run.font === "emoji") return "emoji";
    return bold ? "bold" : "regular";
  }

  private fontOf(run: Run, bold: boolean | undefined): PDFFont {
    return this[this.fontNameOf(run, bold)];
  }

  /** What `font.widthOfTextAtSize(run.text, size)` answers, measured once per process (see widthCache). */
  private runWidth(run: Run, bold: boolean | undefined, size: number): number {
    const name = this.fontNameOf(run, bold);
    const key = `${name}\u0000${run.text}`;
    let atThousand = widthCache.get(key);
    if (atThousand === undefined) {
      atThousand = this[name].widthOfTextAtSize(run.text, 1000);
      // Bounded: a long-lived server measures every title and name it ever prints.
      if (widthCache.size >= WIDTH_CACHE_LIMIT) widthCache.clear();
      widthCache.set(key, atThousand);
    }
    return atThousand * (size / 1000);
  }

  /** The width of `text` in points, as `draw` would lay it out. */
  width(text: string, style: TextStyle): number {
    let total = 0;
    for (const run of this.runs(text)) total += this.runWidth(run, style.bold, style.size);
    return total;
  }

  /** Draws one line of text at (x, y), switching fonts where the runs change. */
  draw(page: PDFPage, text: string, style: DrawStyle) {
    let x = style.x;
    for (const run of this.runs(text)) {
      const font = this.fontOf(run, style.bold);
      page.drawText(run.text, { x, y: style.y, size: style.size, font, color: style.color });
      x += this.runWidth(run, style.bold, style.size);
    }
  }

  /** `text` cut to fit `width`, with an ellipsis when it was cut (table cells). */
  fit(text: string, width: number, style: TextStyle): string {
    if (this.width(text, style) <= width) return text;
    const chars = Array.from(text);
    while (chars.length > 1 && this.width(`${chars.join("")}…`, style) > width) chars.pop();
    return `${chars.join("").trimEnd()}…`;
  }
}
