import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Supply chain: every copy of these packages that package-lock.json resolves (top level and
 * nested) must be at or above its floor, the first release that closes a published advisory
 * touching the way the portal uses it. A lock that goes below (a careless `npm install`, a
 * dependency pinning an old copy) fails here before it reaches an image. Raise a floor when a new
 * advisory lands; never lower one.
 */
const FLOORS: { name: string; floor: string; why: string }[] = [
  // ../shared/DESIGN.md "Versions": middleware bypass, React Server Components RCE and DoS,
  // proxy bypass through `.rsc` URLs.
  { name: 'next', floor: '16.3.8', why: 'DESIGN.md Versions: middleware and .rsc proxy bypasses' },
  { name: 'react', floor: '19.2.8', why: 'DESIGN.md Versions: React Server Components RCE and DoS' },
  { name: 'react-dom', floor: '19.2.8', why: 'DESIGN.md Versions: React Server Components RCE and DoS' },
  // The BFF RSA-encrypts passwords with node-forge (accounts.md); 1.3.2 fixes ASN.1 parsing
  // (CVE-2025-12816, GHSA-554w-wpv2-vw27, GHSA-5gfm-wpxj-wjgq).
  { name: 'node-forge', floor: '1.3.2', why: 'CVE-2025-12816: ASN.1 validation bypass and recursion' },
  // The upstream client is undici: CVE-2026-6733 (fixed 7.28.0), GHSA-4cwx-7wf7-3272 / CVE-2026-13697 (fixed 7.29.0).
  { name: 'undici', floor: '7.29.0', why: 'CVE-2026-6733, GHSA-4cwx-7wf7-3272' },
  // Server-supplied HTML is sanitised with sanitize-html: CVE-2024-21501 (file paths disclosed through style parsing).
  { name: 'sanitize-html', floor: '2.12.1', why: 'CVE-2024-21501' },
  // …which parses styles with postcss: CVE-2023-44270 (line returns mis-parsed in comments).
  { name: 'postcss', floor: '8.4.31', why: 'CVE-2023-44270' },
  // Every input is parsed with zod: CVE-2023-4316 (ReDoS in the e-mail check).
  { name: 'zod', floor: '3.22.3', why: 'CVE-2023-4316' },
  // next-intl's middleware with localePrefix 'as-needed', as proxy.ts uses it: open redirect
  // (GHSA-8f24-v5vv-gm5j, CVE-2026-40299).
  { name: 'next-intl', floor: '4.9.1', why: 'CVE-2026-40299: open redirect with localePrefix as-needed' },
  // The PDF viewer: pdf.js ran script from a crafted PDF (CVE-2024-4367), and react-pdf shipped it (CVE-2024-34342).
  { name: 'pdfjs-dist', floor: '4.2.67', why: 'CVE-2024-4367' },
  { name: 'react-pdf', floor: '8.0.2', why: 'CVE-2024-34342' },
  // iron-session has no published advisory to set a floor from (checked November 2026).
];

type Lock = { packages: Record<string, { version?: string }> };
const lock = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../package-lock.json'), 'utf8'),
) as Lock;

/** Every resolved copy of `name`: `node_modules/name` and `…/node_modules/name`. */
function resolvedCopies(name: string): { at: string; version: string }[] {
  return Object.entries(lock.packages)
    .filter(
      ([at, entry]) =>
        (at === `node_modules/${name}` || at.endsWith(`/node_modules/${name}`)) && entry.version,
    )
    .map(([at, entry]) => ({ at, version: entry.version! }));
}

/** -1, 0 or 1; a pre-release (16.4.0-canary.3) is below its release. */
function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core = '', pre] = version.split('+')[0]!.split(/-(.*)/s);
    return { numbers: core.split('.').map((part) => Number(part)), pre };
  };
  const [left, right] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) {
    const difference = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === undefined) return 1;
  if (right.pre === undefined) return -1;
  return left.pre < right.pre ? -1 : 1;
}

describe('compareVersions', () => {
  it.each([
    ['16.4.6', '16.3.8', 1],
    ['16.3.8', '16.3.8', 0],
    ['16.3.7', '16.3.8', -1],
    ['16.10.0', '16.9.9', 1],
    ['16.3.8-canary.1', '16.3.8', -1],
    ['2.9.0', '2.12.1', -1],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('package-lock.json resolves no package below its security floor', () => {
  it.each(FLOORS)('$name ≥ $floor ($why)', ({ name, floor }) => {
    const copies = resolvedCopies(name);
    // A floor over a package the lock no longer holds would pass forever: remove it instead.
    expect(copies.length, `${name} is in package-lock.json`).toBeGreaterThan(0);
    const below = copies.filter((copy) => compareVersions(copy.version, floor) < 0);
    expect(below, `copies of ${name} below ${floor}`).toEqual([]);
  });
});
