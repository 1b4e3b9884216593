// The path as the router will match it, for every decision proxy.ts takes (a guard reading the raw path would miss
// `/%61pppdf/34`). As next-intl's middleware: decodeURI once, drop tab/LF/CR, `\` to `%5C`, collapse slashes, resolve dot
// segments, drop a trailing slash; case stays. An undecodable path is returned as it is (Next answers it 400).
export function routedPathname(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return pathname;
  }
  const sanitized = decoded
    .replace(/\\/g, '%5C')
    .replace(/[\t\n\r]/g, '')
    .replace(/\/+/g, '/');
  const resolved = new URL(sanitized.startsWith('/') ? sanitized : `/${sanitized}`, 'http://router.invalid')
    .pathname;
  return resolved.length > 1 && resolved.endsWith('/') ? resolved.slice(0, -1) : resolved;
}
