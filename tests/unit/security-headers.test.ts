import { describe, expect, it } from 'vitest';
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
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ https: false })['strict-transport-security']).toBeUndefined();
  });
});
