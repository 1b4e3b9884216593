import { describe, expect, it } from 'vitest';
import { languageSwitchTarget } from '@/lib/i18n/language-switch';
import { localizedPath, locales } from '@/lib/i18n/routing';
import { safeReturnPath } from '@/lib/security/safe-return-path';

/** Return URLs that must never lead off the site, as users and attackers write them. */
const VECTORS = [
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  'evil.example/path',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  // Found by the property tests (safe-return-path-fuzz.test.ts): dot segments and encodings.
  '/..//evil.example',
  '/.//evil.example',
  '/%2Fevil.example',
  '/%09/evil.example',
  '/%252F%252Fevil.example',
];
const EMPTY = ['', null, undefined];

/** Where a browser goes with `Location: target` from a page of this site. */
function landsOn(target: string): string {
  return new URL(target, 'https://portal.example/en/news').origin;
}

describe('safeReturnPath', () => {
  it.each(['/user', '/epd/epdSearch?keyword=%E9%92%A2', '/en/news#top', '/textmessage/all'])(
    'keeps %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([...VECTORS, ...EMPTY])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBe('/');
  });

  it('uses the fallback given', () => {
    expect(safeReturnPath('//evil.example', '/user')).toBe('/user');
  });
});

describe('the language switch (GET /api/lang)', () => {
  it.each([
    ['en', '/news?page=2#top', '/en/news?page=2#top'],
    ['zh', '/en/news?page=2', '/news?page=2'],
    ['en', '/en', '/en'],
    ['zh', '/en', '/'],
    ['zh', '/epd/epdSearch?keyword=%E9%92%A2', '/epd/epdSearch?keyword=%E9%92%A2'],
  ] as const)('to %s from %s goes to %s', (locale, path, target) => {
    expect(languageSwitchTarget(locale, path)).toBe(target);
  });

  // The path is checked before the language prefix comes off: `/en//evil.example` passes that check
  // and is `//evil.example` once `/en` is gone. Every vector, bare and behind each language prefix.
  for (const locale of locales) {
    for (const prefix of ['', '/en', '/zh', '/en/', '/zh/']) {
      it.each(VECTORS)(`to ${locale} from ${prefix || '(no prefix)'} + %j stays on this site`, (vector) => {
        const target = languageSwitchTarget(locale, prefix + vector);
        expect(landsOn(target)).toBe('https://portal.example');
        expect(safeReturnPath(target, 'refused')).toBe(target);
        if (prefix === '') expect(target).toBe(localizedPath(locale, '/'));
      });
    }
    it.each(EMPTY)(`to ${locale} without a path (%j) goes home`, (path) => {
      expect(languageSwitchTarget(locale, path)).toBe(localizedPath(locale, '/'));
    });
  }
});
