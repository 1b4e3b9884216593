import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRequestContext } from '@/lib/observability/server/request-context';
import { contentSecurityPolicy, createNonce, securityHeaders } from '@/lib/security/headers';

describe('content security policy', () => {
  it('uses a fresh base64 nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('allows no inline or eval script in production', () => {
    const csp = contentSecurityPolicy('abc', { dev: false, https: true });
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ https: false })['strict-transport-security']).toBeUndefined();
  });
});

describe('API answers (the proxy does not run for /api)', () => {
  const routeFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? routeFiles(full) : entry.name === 'route.ts' ? [full] : [];
    });

  it('come from route handlers that are all wrapped, so none misses HSTS or its request id', () => {
    const files = routeFiles(path.join(process.cwd(), 'app/api'));
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const handlers = [
        ...source.matchAll(
          /^export (?:async )?(?:function|const) (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b(.*)$/gm,
        ),
      ];
      expect(handlers.length, file).toBeGreaterThan(0);
      for (const [line, , rest] of handlers)
        expect(rest, `${file}: ${line}`).toMatch(/^ = (withBff|withRequestContext)\(/);
    }
  });

  it('carry HSTS over HTTPS, also on an answer whose headers cannot be changed, and keep its body', async () => {
    const previous = process.env.PUBLIC_ORIGIN;
    try {
      const redirect = withRequestContext(async () => Response.redirect('https://portal.example/next', 303));
      const json = withRequestContext(async () => Response.json({ ok: true }));
      process.env.PUBLIC_ORIGIN = 'https://portal.example';
      const [moved, answered] = await Promise.all([
        redirect(new Request('https://portal.example/api/x')),
        json(new Request('https://portal.example/api/y')),
      ]);
      for (const response of [moved, answered]) {
        expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
        expect(response.headers.get('x-request-id')).toBeTruthy();
      }
      expect(moved.status).toBe(303);
      expect(moved.headers.get('location')).toBe('https://portal.example/next');
      expect(await answered.json()).toEqual({ ok: true });
      process.env.PUBLIC_ORIGIN = 'http://localhost:3000';
      expect(
        (await json(new Request('http://localhost:3000/api/y'))).headers.get('strict-transport-security'),
      ).toBeNull();
    } finally {
      if (previous === undefined) delete process.env.PUBLIC_ORIGIN;
      else process.env.PUBLIC_ORIGIN = previous;
    }
  });
});
