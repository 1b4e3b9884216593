import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUpload, UPLOAD_POLICIES, type UploadKind } from '@/lib/uploads/upload-policy';
import { zipOf } from '../support/real-files';

/**
 * Property tests of the upload checker (accounts.md 5, business.md 5): a file is accepted only
 * when its first bytes are what its kind says it is, whatever its name, size or other bytes. The
 * magic numbers are written out here again on purpose, independently of the module under test.
 */
const KINDS = Object.keys(UPLOAD_POLICIES) as UploadKind[];
/** The smallest real workbook container: a ZIP listing the SpreadsheetML parts. */
const WORKBOOK = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });

const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  zip: [0x50, 0x4b, 0x03, 0x04],
  ole2: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  gif: [0x47, 0x49, 0x46, 0x38],
  html: [...new TextEncoder().encode('<html>')],
  exe: [0x4d, 0x5a],
} as const;
type SignatureName = keyof typeof SIGNATURES;

/** Which first bytes each kind may start with (xls alone may be an OLE2 compound document). */
function allowedSignatures(kind: UploadKind, extension: string): SignatureName[] {
  switch (kind) {
    case 'companyImage':
      return ['jpeg', 'png'];
    case 'pdfReport':
    case 'verificationPdf':
      return ['pdf'];
    case 'dataZip':
      return ['zip'];
    case 'excelSheet':
      return extension === 'xls' ? ['ole2'] : ['zip'];
  }
}

function startsWithSignature(head: Uint8Array, name: SignatureName): boolean {
  return SIGNATURES[name].every((byte, index) => head[index] === byte);
}

const signatureName = fc.constantFrom(...(Object.keys(SIGNATURES) as SignatureName[]));
const tail = fc.uint8Array({ maxLength: 24 });

/** First bytes that are often almost right: a real signature, a truncated or bent one, or noise. */
const head = fc.oneof(
  fc.tuple(signatureName, tail).map(([name, rest]) => Uint8Array.from([...SIGNATURES[name], ...rest])),
  fc
    .tuple(signatureName, fc.nat())
    .map(([name, cut]) => Uint8Array.from(SIGNATURES[name].slice(0, cut % SIGNATURES[name].length))),
  fc.tuple(signatureName, fc.nat(), fc.integer({ min: 1, max: 255 }), tail).map(([name, at, flip, rest]) => {
    const bytes = [...SIGNATURES[name], ...rest];
    const index = at % SIGNATURES[name].length;
    bytes[index] = (bytes[index]! ^ flip) & 0xff;
    return Uint8Array.from(bytes);
  }),
  fc.uint8Array({ maxLength: 32 }),
);

const extension = fc.constantFrom(
  'pdf',
  'PDF',
  'png',
  'jpg',
  'jpeg',
  'JPG',
  'zip',
  'xls',
  'xlsx',
  'xlsm',
  'gif',
  'exe',
  'html',
  'pdf.exe',
  '',
  'pdf ',
);
const stem = fc.oneof(
  fc.constantFrom('report', '营业执照', 'a', '', '.', 'x.pdf', 'evil.png'),
  fc.string({ maxLength: 20 }),
);
const fileName = fc
  .tuple(stem, fc.boolean(), extension)
  .map(([base, dotted, ext]) => (dotted ? `${base}.${ext}` : `${base}${ext}`));
const size = fc.oneof(
  fc.integer({ min: 0, max: 30 * 1024 * 1024 }),
  fc.constantFrom(0, 1, 5 * 1024 * 1024 - 1, 5 * 1024 * 1024, 20 * 1024 * 1024),
);

describe('upload checker under fuzzing', () => {
  it('never accepts a file whose first bytes do not match its kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fileName, size, head, (kind, name, bytes, first) => {
        if (checkUpload(kind, { name, size: bytes, head: first }) !== null) return;
        const ext = name.split('.').pop()?.toLowerCase() ?? '';
        expect(allowedSignatures(kind, ext).some((signature) => startsWithSignature(first, signature))).toBe(
          true,
        );
        expect(UPLOAD_POLICIES[kind].extensions).toContain(ext);
        expect(bytes).toBeGreaterThan(0);
        expect(bytes).toBeLessThan(UPLOAD_POLICIES[kind].maxBytes);
      }),
      { numRuns: 10_000 },
    );
  });

  it('accepts every well-formed file of its kind (the checker is not "refuse everything")', () => {
    const wellFormed = fc.constantFrom(...KINDS).chain((kind) => {
      const policy = UPLOAD_POLICIES[kind];
      return fc.record({
        kind: fc.constant(kind),
        ext: fc.constantFrom(...policy.extensions),
        base: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        bytes: fc.integer({ min: 1, max: policy.maxBytes - 1 }),
        rest: tail,
      });
    });
    fc.assert(
      fc.property(wellFormed, ({ kind, ext, base, bytes, rest }) => {
        const signature = allowedSignatures(kind, ext)[0]!;
        // An xlsx or xlsm is known by its ZIP directory, not its first bytes alone.
        const first =
          kind === 'excelSheet' && ext !== 'xls'
            ? WORKBOOK
            : Uint8Array.from([...SIGNATURES[signature], ...rest]);
        expect(checkUpload(kind, { name: `${base}.${ext}`, size: bytes, head: first })).toBeNull();
      }),
      { numRuns: 2_000 },
    );
  });
});
