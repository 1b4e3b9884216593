import pdfjsPackage from 'pdfjs-dist/package.json';
import { describe, expect, it } from 'vitest';
import { pdfjsAsset } from '@/lib/epd/server/pdfjs-assets';

const version = pdfjsPackage.version;

describe('pdf.js assets served from the installed package', () => {
  it('serves character maps, standard fonts and decoders of the installed version', () => {
    expect(pdfjsAsset({ version, kind: 'cmaps', name: 'UniGB-UCS2-H.bcmap' })).toEqual({
      dir: 'cmaps',
      name: 'UniGB-UCS2-H.bcmap',
      contentType: 'application/octet-stream',
    });
    expect(pdfjsAsset({ version, kind: 'standard_fonts', name: 'FoxitSerif.pfb' })?.dir).toBe(
      'standard_fonts',
    );
    expect(pdfjsAsset({ version: '0.0.0', kind: 'cmaps', name: 'UniGB-UCS2-H.bcmap' })).toBeNull();
    expect(pdfjsAsset({ version, kind: 'cmaps', name: '../package.json' })).toBeNull();
  });

  it('finds no folder named after a built-in property (`in` on a plain object would)', () => {
    for (const kind of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(pdfjsAsset({ version, kind, name: 'x.js' }), kind).toBeNull();
    }
  });
});
