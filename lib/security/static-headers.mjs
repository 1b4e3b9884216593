/**
 * The security headers whose values never change (DESIGN.md "Headers"), in one table for both
 * places that send them: proxy.ts on pages and the other answers it sees, and next.config's
 * `headers()` on every /api and /_next/static answer, which Next's router adds without running the
 * proxy (the proxy cost a quarter of the CPU of a cached BFF call, 40 % of an asset's). Plain
 * JavaScript because next.config.mjs loads it; HSTS depends on the runtime PUBLIC_ORIGIN and is
 * added in lib/security/headers.ts.
 */
export const STATIC_SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
});
