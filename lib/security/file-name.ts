// File names from outside, as the portal passes them on and shows them: no control or bidirectional characters (U+202E
// can disguise an extension), quotes, path separators or leading dots; a bounded length that keeps the extension.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"'`]/g;
const MAX_NAME_LENGTH = 160;

export function safeFileName(name: string, maxLength = MAX_NAME_LENGTH): string {
  const cleaned = name.replace(UNSAFE, '').replace(/[/\\]/g, '_').trim().replace(/^\.+/, '').trim();
  const characters = [...cleaned];
  if (characters.length <= maxLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  if (extension.length >= maxLength / 2) return characters.slice(0, maxLength).join('');
  return (
    characters
      .slice(0, maxLength - extension.length)
      .join('')
      .trimEnd() + extension.join('')
  );
}

/** RFC 5987 `value-chars`: what encodeURIComponent leaves alone, less the characters attr-char excludes. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The `filename` for clients that read no `filename*`: printable ASCII, `file` when nothing readable is left. */
function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_');
  const dot = ascii.lastIndexOf('.');
  const base = dot > 0 ? ascii.slice(0, dot) : ascii;
  const extension = dot > 0 ? ascii.slice(dot) : '';
  return /[A-Za-z0-9]/.test(base) ? ascii : `file${extension}`;
}

/** ASCII `filename` plus RFC 5987 `filename*`, so Chinese names arrive intact (DESIGN.md). */
export function contentDisposition(
  type: 'inline' | 'attachment',
  fileName: string | null | undefined,
): string {
  const name = fileName ? safeFileName(fileName) : '';
  if (!name) return type;
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${extendedValue(name)}`;
}

/** A file name from the platform as a page shows it (`safeFileName`), or null when none is left. */
export function shownFileName(name: string | number | null | undefined): string | null {
  if (name === null || name === undefined) return null;
  return safeFileName(String(name)) || null;
}
