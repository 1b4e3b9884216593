import 'server-only';
import pdfjsPackage from 'pdfjs-dist/package.json';

/** A Map, so a folder name from the URL such as `constructor` or `__proto__` is simply not found. */
const KINDS: ReadonlyMap<string, { pattern: RegExp; contentType: string }> = new Map([
  ['cmaps', { pattern: /^[\w.-]+\.bcmap$/, contentType: 'application/octet-stream' }],
  ['standard_fonts', { pattern: /^[\w.-]+\.(?:pfb|ttf)$/, contentType: 'application/octet-stream' }],
  ['wasm', { pattern: /^[\w.-]+\.(?:wasm|js)$/, contentType: 'application/wasm' }],
]);

export function pdfjsAsset(request: { version: string; kind: string; name: string }) {
  const kind = KINDS.get(request.kind);
  if (request.version !== pdfjsPackage.version || !kind) return null;
  if (!kind.pattern.test(request.name) || request.name.startsWith('.')) return null;
  const contentType = request.name.endsWith('.js')
    ? 'text/javascript'
    : request.name.endsWith('.ttf')
      ? 'font/ttf'
      : kind.contentType;
  return { dir: request.kind, name: request.name, contentType };
}
