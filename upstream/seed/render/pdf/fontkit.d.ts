// fontkit 2 ships no type declarations; these are the few members the PDF
// renderer touches (see fontkit-adapter.ts). Everything else stays unknown.
declare module 'fontkit' {
  export type FontkitSubset = {
    includeGlyph(glyph: unknown): number;
    /** fontkit 2: the whole subset font file at once. */
    encode(): Uint8Array;
  };

  export type FontkitGlyph = { id: number; advanceWidth: number };

  export type FontkitFont = {
    postscriptName: string | null;
    unitsPerEm: number;
    createSubset(): FontkitSubset;
    glyphsForString(text: string): FontkitGlyph[];
    glyphForCodePoint(codePoint: number): FontkitGlyph;
    layout(text: string, features?: unknown): { glyphs: FontkitGlyph[]; positions: unknown[] };
  };

  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
