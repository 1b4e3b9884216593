import { extname } from 'node:path';

/**
 * A Content-Disposition value that keeps Chinese file names (RFC 6266 with the
 * RFC 5987 `filename*` parameter), plus a plain ASCII `filename` for clients
 * that ignore `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

// "中国钢铁工业协会.png" has no ASCII stem: fall back to "download.png" rather than "________.png"
// (or ".png", a hidden file's name). The extension is read before the Chinese is dropped.
function asciiFallback(fileName: string): string {
  const onlyAscii = (text: string) => text.replace(/[^\x20-\x7e]|["\\]/g, '');
  const extension = onlyAscii(extname(fileName));
  const stem = onlyAscii(fileName.slice(0, fileName.length - extname(fileName).length)).trim();
  return `${stem || 'download'}${extension}`;
}

// encodeURIComponent leaves ' ( ) * unescaped, but RFC 5987's attr-char does not allow them.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
