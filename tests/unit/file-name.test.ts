import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName, shownFileName } from '@/lib/security/file-name';

/** File names from the platform as the portal passes them on and shows them (lib/security/file-name.ts). */
describe('file names from outside', () => {
  it('lose control and bidirectional characters, quotes, path separators and leading dots', () => {
    expect(safeFileName('report\u202Ecod.pdf')).toBe('reportcod.pdf');
    expect(safeFileName('\u2067a\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u2066\u2068.pdf')).toBe(
      'a.pdf',
    );
    expect(safeFileName('a"b\'c`d\u0000\u001f\u007f\u0085.pdf')).toBe('abcd.pdf');
    expect(safeFileName('..\\..\\etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName(' ..hidden.pdf ')).toBe('hidden.pdf');
  });

  it('are cut to a sane length, keeping their extension', () => {
    const long = safeFileName(`${'报'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(160);
    expect(long.endsWith('报.pdf')).toBe(true);
    expect([...safeFileName('x'.repeat(400))]).toHaveLength(160);
  });

  it('leave nothing to show when nothing readable was in them', () => {
    expect(shownFileName('\u202E"\u2066')).toBeNull();
    expect(shownFileName(null)).toBeNull();
    expect(shownFileName(42)).toBe('42');
  });

  it('become a Content-Disposition with an ASCII filename and the RFC 5987 filename*', () => {
    expect(contentDisposition('attachment', 'LCA 报告.pdf')).toBe(
      `attachment; filename="LCA _.pdf"; filename*=UTF-8''LCA%20%E6%8A%A5%E5%91%8A.pdf`,
    );
    expect(contentDisposition('inline', "it's (1).pdf")).toBe(
      `inline; filename="its (1).pdf"; filename*=UTF-8''its%20%281%29.pdf`,
    );
    expect(contentDisposition('inline', null)).toBe('inline');
    expect(contentDisposition('attachment', '\u202E')).toBe('attachment');
  });
});
