/**
 * A return URL is honoured only when it is a path on this origin (DESIGN.md "Redirects"): one
 * leading `/`, no `//`, no `\`, no scheme, no control characters. Anything else gives `fallback`.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  if (candidate.includes('\\')) return fallback;
  // Control characters (tab and newline included) let browsers rewrite `/\t/evil.example` into `//evil.example`.
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  // A path cannot carry a scheme, but an encoded one can become one after a second decoding.
  if (/^\/[^/?#]*:/.test(candidate) || /%2f%2f|%5c/i.test(candidate.slice(0, 8))) return fallback;
  try {
    const url = new URL(candidate, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
