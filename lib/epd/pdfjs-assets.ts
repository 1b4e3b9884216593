import 'server-only';
import pdfjsPackage from 'pdfjs-dist/package.json';

/** The asset folders of pdfjs-dist that the viewer asks for, and what each may contain. */
const KINDS = {
  cmaps: { pattern: /^[\w.-]+\.bcmap$/, contentType: 'application/octet-stream' },
  standard_fonts: { pattern: /^[\w.-]+\.(?:pfb|ttf)$/, contentType: 'application/octet-stream' },
  wasm: { pattern: /^[\w.-]+\.(?:wasm|js)$/, contentType: 'application/wasm' },
} as const;

type Kind = keyof typeof KINDS;

/** A requested pdf.js asset, or null: unknown kind, stale version or a name outside the pattern. */
export function pdfjsAsset(request: { version: string; kind: string; name: string }) {
  if (request.version !== pdfjsPackage.version || !(request.kind in KINDS)) return null;
  const kind = KINDS[request.kind as Kind];
  if (!kind.pattern.test(request.name) || request.name.startsWith('.')) return null;
  const contentType = request.name.endsWith('.js') ? 'text/javascript' : request.name.endsWith('.ttf') ? 'font/ttf' : kind.contentType;
  return { dir: request.kind, name: request.name, contentType };
}
