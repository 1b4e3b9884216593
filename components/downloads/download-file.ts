import { BffRequestError, fetchBffFile } from '@/lib/bff/client';
import { fileNameFromDisposition } from '@/lib/content/content-disposition';

export type DownloadOutcome = { ok: true } | { ok: false; code: string; message: string };

/**
 * The one way the browser saves a file the BFF streams (with the session's token, never in the
 * URL): fetched first, so that a refusal (not signed in, registration under review) comes back as
 * a worded message instead of a saved JSON file or a download the browser silently cancels; saved
 * under the name upstream gave it (RFC 5987 first, so Chinese names survive).
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
  link.download = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
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
