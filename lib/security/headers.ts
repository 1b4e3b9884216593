import { STATIC_SECURITY_HEADERS } from './static-headers.mjs';

// The security headers of DESIGN.md "Security decisions" for proxy.ts; /api and /_next/static get static-headers.mjs.
// Next silently ignores a nonce with characters outside base64 (stack-notes.md), so the nonce is plain base64.
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, options: { dev: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    // React in `next dev` needs eval; never in production.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    // Next's dev overlay injects <style> without a nonce; a nonce would make browsers ignore 'unsafe-inline'.
    options.dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    // Server-rendered style={…} props (next/image, progress bars) need attributes, not <style> elements.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // pdf.js runs its worker from /_next/static; react-pdf may hand it a blob.
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

export function servedOverHttps(): boolean {
  return (process.env.PUBLIC_ORIGIN ?? '').startsWith('https:');
}

/** HSTS, over HTTPS only: what the static table (static-headers.mjs) cannot hold. */
export function transportSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return options.https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {};
}

export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return { ...STATIC_SECURITY_HEADERS, ...transportSecurityHeaders(options) };
}

/** Every file the BFF streams: nothing in it may run or load anything if rendered as a page; no type is guessed. */
export const FILE_SECURITY_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
});
