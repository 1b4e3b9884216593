/** A return URL is honoured only as a path on this origin (DESIGN.md "Redirects"); anything else gives `fallback`. */
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
    // Dot segments are resolved here, so `/..//evil.example` only now shows its `//`.
    return path.startsWith('//') || escapesAfterDecoding(path) ? fallback : path;
  } catch {
    return fallback;
  }
}

// An encoded scheme or second slash appears when the next reader decodes again: each decoding must stay a plain path.
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
  // Nobody legitimate encodes a return path that deep.
  return true;
}
