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
  if (escapesAfterDecoding(candidate)) return fallback;
  try {
    const url = new URL(candidate, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return fallback;
    const path = url.pathname + url.search + url.hash;
    // Dot segments are resolved here, so `/..//evil.example` only now shows its `//` (found by fuzzing).
    return path.startsWith('//') || escapesAfterDecoding(path) ? fallback : path;
  } catch {
    return fallback;
  }
}

/**
 * A path cannot carry a scheme or a second leading slash, but an encoded one becomes one when
 * whoever reads it next decodes it again (`/%2Fevil.example`, `/%09/evil.example`, `/%252F%252F…`):
 * each decoding, with the control characters browsers drop, must still start as a plain path.
 */
function escapesAfterDecoding(candidate: string): boolean {
  let current = candidate;
  for (let round = 0; round < 4; round++) {
    const squeezed = current.replace(/[\u0000-\u001f\u007f]/g, '');
    if (/^[/\\][/\\]/.test(squeezed) || /^\/[^/?#]*:/.test(squeezed)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  // Still changing after four decodings: nobody legitimate encodes a return path that deep.
  return true;
}
