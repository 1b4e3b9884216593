import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NextRequest, NextResponse } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { describe, expect, it } from 'vitest';
import { routing } from '@/lib/i18n/routing';

/**
 * The visitor HTML cache (lib/cache/visitor-html.ts, docs/architecture.md "Cached HTML for
 * visitors") leans on three things Next does that no public API promises. Each is pinned here, so
 * that a Next or next-intl upgrade that changes one fails this test by name rather than a page.
 * The fourth, that Next drops a proxy answer's `content-encoding` and compresses it again (the reason
 * for pages/api/visitor-answer.ts), can only be seen through a running server:
 * tests/e2e/visitor-html-cache.spec.ts checks the answer's bytes.
 */
const require = createRequire(import.meta.url);
const nextSource = (module: string) => readFileSync(require.resolve(`next/dist/${module}`), 'utf8');

describe('the Next internals the visitor HTML cache relies on', () => {
  it('`next start` and the standalone server.js publish their own origin as __NEXT_PRIVATE_ORIGIN (selfOrigin)', () => {
    expect(nextSource('server/lib/start-server.js')).toMatch(/process\.env\.__NEXT_PRIVATE_ORIGIN\s*=/);
    // The standalone server.js that `output: 'standalone'` writes starts through the same function.
    expect(nextSource('build/utils.js')).toContain("require('next/dist/server/lib/start-server')");
  });

  it('a rewrite names its destination in `x-middleware-rewrite` (cacheKey)', () => {
    const answer = NextResponse.rewrite(new URL('http://localhost:3000/zh/news?page=2'));
    expect(answer.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/zh/news?page=2');
  });

  it('next-intl rewrites a default-language page to its /zh page and lets an /en page through as it is (cacheKey)', async () => {
    const intl = createIntlMiddleware(routing);
    const zh = await intl(
      new NextRequest('http://localhost:3000/news', { headers: { accept: 'text/html' } }),
    );
    expect(zh.status).toBe(200);
    expect(new URL(zh.headers.get('x-middleware-rewrite') ?? '', 'http://localhost:3000').pathname).toBe(
      '/zh/news',
    );
    const en = await intl(
      new NextRequest('http://localhost:3000/en/news', {
        headers: { accept: 'text/html', cookie: 'lang=en' },
      }),
    );
    // No rewrite: the key is then the path itself, which already names the language.
    expect(en.status).toBe(200);
    expect(en.headers.get('x-middleware-rewrite')).toBeNull();
    expect(en.headers.get('location')).toBeNull();
  });
});
