// @foliojs-fork/fontkit ships no types. pdf-lib drives it through `registerFontkit` (its own
// description of the 1.x fontkit API); Alicerce itself only asks a font which characters it has.
declare module "@foliojs-fork/fontkit" {
  type FontkitFont = { hasGlyphForCodePoint(codePoint: number): boolean };
  const fontkit: { create(buffer: Uint8Array, postscriptName?: string): FontkitFont };
  export default fontkit;
}
