import type { Address } from './address';
import { answerOf, BffRequestError, placeUrl, UPLOAD_STALL_SECONDS, type CallOptions } from './client';
import { LOCALE_HEADER } from '@/lib/i18n/request-locale-header';

export type UploadOptions = CallOptions & {
  onUploadProgress?: (fraction: number) => void;
};

/** A multipart upload with the body's progress: text fields first, the file last, as the BFF streams the file. */
export function sendUpload<In, Out>(
  endpoint: Address<In, Out> & { body: 'multipart' },
  input: NoInfer<In>,
  options: UploadOptions,
): Promise<Out> {
  const { url, rest } = placeUrl(endpoint, (input ?? {}) as Record<string, unknown>);
  const form = new FormData();
  const entries = Object.entries(rest).filter(([, value]) => value !== undefined && value !== null);
  for (const [name, value] of entries) if (!(value instanceof Blob)) form.set(name, String(value));
  for (const [name, value] of entries) if (value instanceof Blob) form.set(name, value);
  return send<Out>(url, { [LOCALE_HEADER]: options.locale }, form, options);
}

/** An upload through XMLHttpRequest, the one browser API that reports a request body's progress. */
function send<T>(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  options: UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_SECONDS * 1000);
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      alive();
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => clearTimeout(watchdog);
    xhr.onloadend = () => clearTimeout(watchdog);
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': 'application/json' },
      });
      answerOf<T>(response).then(resolve, reject);
    };
    xhr.onerror = () => reject(new BffRequestError(0, { code: 'OFFLINE', message: '' }));
    xhr.onabort = () =>
      reject(
        stalled
          ? new BffRequestError(0, { code: 'STALLED', message: '' })
          : new DOMException('aborted', 'AbortError'),
      );
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
    alive();
  });
}
