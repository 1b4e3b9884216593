import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/security/safe-return-path';

describe('safeReturnPath', () => {
  it.each(['/user', '/epd/epdSearch?keyword=%E9%92%A2', '/en/news#top', '/textmessage/all'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'evil.example/path',
    // Found by the property tests (safe-return-path-fuzz.test.ts): dot segments and encodings.
    '/..//evil.example',
    '/.//evil.example',
    '/%2Fevil.example',
    '/%09/evil.example',
    '/%252F%252Fevil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBe('/');
  });

  it('uses the fallback given', () => {
    expect(safeReturnPath('//evil.example', '/user')).toBe('/user');
  });
});
