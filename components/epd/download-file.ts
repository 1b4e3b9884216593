import { BffRequestError, fetchBffFile } from '@/lib/bff/client';

export type DownloadOutcome = { ok: true } | { ok: false; code: string; message: string };

/** The name upstream gave the file (RFC 5987 `filename*` first, so Chinese names survive). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads a file the BFF streams (with the session's token, never in the URL), so that a refusal
 * (not signed in, registration under review) comes back as a worded message instead of a saved
 * JSON file.
 */
export async function downloadThroughBff(url: string, locale: string, fallbackName: string): Promise<DownloadOutcome> {
  let response: Response;
  try {
    response = await fetchBffFile(url, { locale });
  } catch (error) {
    if (!(error instanceof BffRequestError)) throw error;
    return { ok: false, code: error.code, message: error.message };
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return { ok: true };
}

/** A refusal that the login dialog answers. */
export function needsLogin(code: string): boolean {
  return code === 'LOGIN_REQUIRED' || code === 'SESSION_EXPIRED';
}
