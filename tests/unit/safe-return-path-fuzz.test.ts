import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/security/safe-return-path';

/**
 * Property tests of the return-URL rule (DESIGN.md "Redirects"): whatever a link carries in
 * `?redirect=`, the portal sends the user to a path on its own origin. Inputs are assembled from
 * the pieces open-redirect tricks are made of, so most runs hit an edge rather than plain text.
 */
const ORIGIN = 'https://portal.example';

const TRICKY_PIECES = [
  '/',
  '//',
  '///',
  '\\',
  '/\\',
  '\\/',
  ':',
  '::',
  '.',
  '..',
  '@',
  '?',
  '#',
  '&',
  '=',
  ';',
  ' ',
  '~',
  'http:',
  'https:',
  'javascript:',
  'data:',
  'file:',
  'HTTP:',
  'JaVaScRiPt:',
  'mailto:',
  'evil.example',
  'evil.example:443',
  'user:pass@',
  'localhost',
  '127.0.0.1',
  '[::1]',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%2e',
  '%09',
  '%0a',
  '%0d',
  '%00',
  '%252f',
  '%25',
  '%3a',
  '%40',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\uff0f',
  '\uff3c',
  '\u2044',
  '\u2215',
  '\ufe68',
  '\u200b',
  '\ufeff',
  'ａ',
  '钢',
  'user',
  'epd',
  'epdSearch',
  'en',
  'news',
  'a',
  'b',
  '0',
  'x=1',
];

const trickyString = fc
  .array(fc.constantFrom(...TRICKY_PIECES), { minLength: 1, maxLength: 12 })
  .map((pieces) => pieces.join(''));
const anyCandidate = fc.oneof(
  { weight: 6, arbitrary: trickyString },
  { weight: 2, arbitrary: trickyString.map((rest) => `/${rest}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
);

/** The URL a browser goes to when it follows a Location header (or a client push) with `path`. */
function followed(path: string): URL {
  return new URL(path, ORIGIN);
}

/** Same, or null when no browser would go anywhere with it (an invalid URL). */
function followedOrNull(path: string): URL | null {
  try {
    return followed(path);
  } catch {
    return null;
  }
}

function decodedOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

describe('safeReturnPath under fuzzing', () => {
  it('never leaves the origin, whatever it is given', () => {
    fc.assert(
      fc.property(anyCandidate, (candidate) => {
        const result = safeReturnPath(candidate);
        expect(followed(result).origin).toBe(ORIGIN);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/[\\\u0000-\u001f\u007f]/);
      }),
      { numRuns: 5_000 },
    );
  });

  it('still stays on the origin after a second decoding by whoever reads it next', () => {
    fc.assert(
      fc.property(anyCandidate, (candidate) => {
        const decoded = decodedOnce(safeReturnPath(candidate));
        // A path that does not decode cannot be decoded into an escape either.
        const target = decoded === null ? null : followedOrNull(decoded);
        if (target) expect(target.origin).toBe(ORIGIN);
      }),
      { numRuns: 5_000 },
    );
  });

  it('gives the fallback, not a mangled path, for anything it refuses', () => {
    fc.assert(
      fc.property(anyCandidate, (candidate) => {
        const result = safeReturnPath(candidate, '/fallback');
        // Either the candidate survived as the same place (an empty `?` or `#` aside), or the
        // caller's fallback came back.
        if (result !== '/fallback') {
          const [kept, given] = [followed(result), followed(candidate)];
          expect([kept.pathname, kept.search, kept.hash]).toEqual([given.pathname, given.search, given.hash]);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('keeps every ordinary path of the portal as it was (the rule is not "always /")', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    const query = fc.option(fc.stringMatching(/^[a-z]{1,8}=[A-Za-z0-9%]{0,12}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), query, (segments, search) => {
        const path = `/${segments.join('/')}${search ? `?${search}` : ''}`;
        // `%` followed by something that is not a byte is kept as is; only check well-formed ones.
        fc.pre(decodedOnce(path) !== null);
        expect(safeReturnPath(path)).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });
});
