// @foliojs-fork/fontkit ships no types. pdf-lib drives it through `registerFontkit` (its own
// description of the 1.x fontkit API); Alicerce itself asks a font which characters it has, and
// creates its glyphs from them once (lib/pdf-fonts.ts).
declare module "@foliojs-fork/fontkit" {
  type FontkitFont = {
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): unknown;
    readonly characterSet: number[];
  };
  const fontkit: { create(buffer: Uint8Array, postscriptName?: string): FontkitFont };
  export default fontkit;
}
