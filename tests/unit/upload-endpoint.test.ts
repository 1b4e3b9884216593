import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/errors/domain-error';
import { uploadEndpoints } from '@/lib/uploads/endpoints';

const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'report.pdf', {
  type: 'application/pdf',
});

function parseKind(kind: string) {
  return uploadEndpoints.upload.input.safeParse({ kind, businessType: 'LCA', file });
}

describe('the upload endpoint input', () => {
  it('takes a known kind', () => {
    const parsed = parseKind('pdfReport');
    expect(parsed.success && parsed.data.kind).toBe('pdfReport');
  });

  it.each(['unknown', '__proto__', 'constructor', 'toString', ''])(
    'answers an unknown kind %j as an address that does not exist (404), not as bad input',
    (kind) => {
      let thrown: unknown;
      try {
        parseKind(kind);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DomainError);
      expect((thrown as DomainError).code).toBe('UNKNOWN_OPERATION');
    },
  );

  it('still refuses a missing file as bad input of a known kind', () => {
    const parsed = uploadEndpoints.upload.input.safeParse({ kind: 'pdfReport', businessType: 'LCA' });
    expect(parsed.success).toBe(false);
  });
});
