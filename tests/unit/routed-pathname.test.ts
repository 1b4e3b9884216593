import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { optimisticGuard } from '@/lib/guards/optimistic-guard';
import { ROUTE_RULES } from '@/lib/guards/route-access';
import { routedPathname } from '@/lib/i18n/routed-pathname';
import { SESSION_TTL_SECONDS, sessionCookieName } from '@/lib/session/cookie';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'p'.repeat(40);

describe('routedPathname: the path as next-intl and Next match it', () => {
  // Each pair as the router was seen to treat it: the page it renders, or the unknown path it sends home.
  const CASES: [raw: string, routed: string][] = [
    ['/apppdf/34', '/apppdf/34'],
    ['/%61pppdf/34', '/apppdf/34'],
    ['/%65n/%61pppdf/34', '/en/apppdf/34'],
    ['/%75%73%65%72', '/user'],
    ['/%45pd/%6DineEpd', '/Epd/mineEpd'],
    // Case is kept: routes are matched case-sensitively.
    ['/APPPDF/34', '/APPPDF/34'],
    ['/%41pppdf/34', '/Apppdf/34'],
    // Decoded once: a double-encoded letter stays an escape, which no route's name matches.
    ['/%2561pppdf/34', '/%61pppdf/34'],
    ['/%61pppdf/%2534', '/apppdf/%34'],
    // Dot segments, plain or encoded, and those that appear once the path is decoded.
    ['/apppdf/./34', '/apppdf/34'],
    ['/x/../apppdf/34', '/apppdf/34'],
    ['/x/%2e%2E/apppdf/34', '/apppdf/34'],
    ['/x/%252e%252e/apppdf/34', '/apppdf/34'],
    ['/../../apppdf/34', '/apppdf/34'],
    // An encoded slash or backslash stays inside its segment.
    ['/apppdf%2F34', '/apppdf%2F34'],
    ['/x/..%2fapppdf/34', '/x/..%2fapppdf/34'],
    ['/%61pppdf/34%5c', '/apppdf/34%5C'],
    // Tab, LF and CR are dropped; repeated and trailing slashes go.
    ['/%61pppdf%09/34', '/apppdf/34'],
    ['/ap%0Dp%0Apdf/34', '/apppdf/34'],
    ['//apppdf//34/', '/apppdf/34'],
    ['/', '/'],
    // Reserved characters stay encoded; others come back percent-encoded as a URL has them.
    ['/%61pppdf/34%3Fx', '/apppdf/34%3Fx'],
    ['/news/%E6%96%B0%E9%97%BB', '/news/%E6%96%B0%E9%97%BB'],
    // Next answers a path it cannot decode with 400; the guard still sees its route.
    ['/apppdf/%ZZ', '/apppdf/%ZZ'],
    ['/apppdf/%E0%A4%A', '/apppdf/%E0%A4%A'],
  ];
  it.each(CASES)('%s → %s', (raw, routed) => {
    expect(routedPathname(raw)).toBe(routed);
  });
});

/** `path` with the letters `pick` chooses percent-encoded, in the hex case `upper` chooses. */
function encodeLetters(
  path: string,
  pick: (index: number) => boolean,
  upper: (index: number) => boolean = () => false,
): string {
  return [...path]
    .map((char, index) => {
      if (!/[A-Za-z]/.test(char) || !pick(index)) return char;
      const hex = char.charCodeAt(0).toString(16);
      return `%${upper(index) ? hex.toUpperCase() : hex}`;
    })
    .join('');
}

/** Spellings of `path` (a route, with or without `/en`) that the router renders as that route. */
function sameRoute(path: string): Record<string, string> {
  const cut = path.lastIndexOf('/');
  return {
    'every letter encoded': encodeLetters(path, () => true),
    'every letter encoded, upper-case hex': encodeLetters(
      path,
      () => true,
      () => true,
    ),
    'first letters encoded, hex in both cases': encodeLetters(
      path,
      (index) => path[index - 1] === '/',
      (index) => index % 2 === 0,
    ),
    'dot segment': `${path.slice(0, cut)}/.${path.slice(cut)}`,
    'encoded dot segment': `${path.slice(0, cut)}/%2E${path.slice(cut)}`,
    'parent segment': `/x/..${path}`,
    'encoded parent segment': `/x/%2e%2E${path}`,
    'double-encoded parent segment': `/x/%252e%252e${path}`,
    'encoded tab inside a segment': `${path.slice(0, 3)}%09${path.slice(3)}`,
    'repeated and trailing slashes': `${path.replaceAll('/', '//')}/`,
  };
}

/** Spellings the router does not take for the route `path` (it sends them home as unknown paths). */
function otherRoute(locale: string, path: string): Record<string, string> {
  return {
    'double-encoded letter': `${locale}/%25${path.charCodeAt(1).toString(16)}${path.slice(2)}`,
    'upper case': `${locale}${path.toUpperCase()}`,
  };
}

const ROUTES = ROUTE_RULES.flatMap((rule) => {
  const path = rule.prefix ? `${rule.path}/34` : rule.path;
  return ['', '/en'].map((locale) => ({ name: `${locale}${path}`, locale, path, rule }));
});

/** The proxy's guard on the path proxy.ts gives it; the redirect it answers, or null to let the request on. */
async function guard(path: string, cookie?: string): Promise<string | null> {
  const request = new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  const answer = await optimisticGuard(request, routedPathname(request.nextUrl.pathname));
  return answer?.headers.get('location') ?? null;
}

describe('the proxy guard sees every guarded route however its path is spelt', () => {
  let rejected = '';
  beforeAll(async () => {
    process.env.SESSION_PASSWORD = PASSWORD;
    process.env.PUBLIC_ORIGIN = ORIGIN;
    process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
    // 13500135000 of the demo data: signed in, personal audit 2 (rejected).
    const session = {
      token: 't',
      user: { id: 4, userAccount: '13500135000', auditStatus: 2, companyStatus: null },
    };
    rejected = `${sessionCookieName(false)}=${await sealData(session, { password: PASSWORD, ttl: SESSION_TTL_SECONDS })}`;
  });

  it.each(ROUTES)(
    '$name: a visitor is sent to log in, a rejected account to /userinfo where the route needs the audit',
    async ({ locale, path, rule }) => {
      const canonical = `${locale}${path}`;
      const visitor = await guard(canonical);
      const signedIn = await guard(canonical, rejected);
      expect(visitor, 'the route itself is guarded').not.toBeNull();
      if (rule.audit) expect(signedIn).toMatch(/\/userinfo\?notice=auditRejected$/);
      for (const [spelling, variant] of Object.entries(sameRoute(canonical))) {
        expect(routedPathname(new URL(`${ORIGIN}${variant}`).pathname), `${spelling}: ${variant}`).toBe(
          canonical,
        );
        expect(await guard(variant), `visitor, ${spelling}: ${variant}`).toBe(visitor);
        expect(await guard(variant, rejected), `audit 2, ${spelling}: ${variant}`).toBe(signedIn);
      }
      for (const [spelling, variant] of Object.entries(otherRoute(locale, path))) {
        expect(await guard(variant), `visitor, ${spelling}: ${variant}`).toBeNull();
      }
    },
  );
});
