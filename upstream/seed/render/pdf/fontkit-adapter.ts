import { EventEmitter } from 'node:events';
import { create } from 'fontkit';
import type { FontkitFont, FontkitSubset } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

/**
 * pdf-lib 1.17 with the upstream fontkit 2.x, so `embedFont(bytes, {subset: true})`
 * works (stack-notes.md, "Chinese fonts without Debian packages"): @pdf-lib/fontkit
 * subsets CJK fonts into corrupt glyphs, and not subsetting costs 6 MB a PDF.
 *
 * The one gap is how the subset is read back: pdf-lib calls the fontkit 1
 * `subset.encodeStream()` and listens for `data`/`end`; fontkit 2 has `encode()`.
 * Parsed fonts are kept per byte array, so the 10 MB TTF is parsed once per process
 * however many PDFs embed it.
 */
export const subsettingFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      const parsed = create(bytes, postscriptName);
      const createSubset = parsed.createSubset.bind(parsed);
      parsed.createSubset = () => withEncodeStream(createSubset());
      // pdf-lib reads only `glyphs` from layout(). Full OpenType shaping of every
      // string is most of the drawing time and buys nothing for Chinese and plain
      // Latin text, so map characters to glyphs one to one.
      parsed.layout = (text: string) => ({ glyphs: parsed.glyphsForString(text), positions: [] });
      parsedFonts.set(bytes, parsed);
      font = parsed;
    }
    return font;
  },
} as unknown as PdfLibFontkit;

function withEncodeStream(subset: FontkitSubset): FontkitSubset & { encodeStream(): EventEmitter } {
  return Object.assign(subset, {
    encodeStream() {
      const stream = new EventEmitter();
      // pdf-lib attaches its listeners after the call returns.
      queueMicrotask(() => {
        try {
          stream.emit('data', subset.encode());
          stream.emit('end');
        } catch (error) {
          stream.emit('error', error);
        }
      });
      return stream;
    },
  });
}
