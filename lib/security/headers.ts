/**
 * The security headers of DESIGN.md "Security decisions", built in one place for proxy.ts.
 * Next takes the nonce only from the request's `content-security-policy` header, and a nonce with
 * characters outside base64 is silently ignored (stack-notes.md), so the nonce is plain base64.
 */
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

export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
    ...(options.https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
