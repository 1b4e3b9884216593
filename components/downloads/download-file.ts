import { BffRequestError, fetchBffFile } from '@/lib/bff/client';
import { fileNameFromDisposition } from '@/lib/security/content-disposition';

export type DownloadOutcome = { ok: true } | { ok: false; code: string; message: string };

/**
 * The one way the browser saves a file the BFF streams: fetched first, so a refusal is a worded message, not a saved
 * JSON file; saved under upstream's name (RFC 5987 first, so Chinese names survive).
 */
export async function downloadThroughBff(
  url: string,
  locale: string,
  fallbackName: string,
): Promise<DownloadOutcome> {
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
  link.download = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return { ok: true };
}

export function needsLogin(code: string): boolean {
  return code === 'LOGIN_REQUIRED' || code === 'SESSION_EXPIRED';
}
