// The fixed security headers (DESIGN.md "Headers") for both senders: proxy.ts, and next.config.mjs `headers()` on /api
// and /_next/static, which the proxy does not run for. Plain JavaScript for next.config.mjs; HSTS is in headers.ts.
export const STATIC_SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
});
