import { describe, expect, it } from 'vitest';
import { BffRequestError, UPLOAD_STALL_SECONDS } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import en from '@/messages/en.json';

const te = (key: 'offline' | 'stalled' | 'unavailable' | 'generic', values?: { seconds: number }) =>
  en.errors[key].replace('{seconds}', String(values?.seconds));

describe('errorWords: what a failed BFF call tells the user', () => {
  it('says the BFF’s own words when it gave some', () => {
    const refusal = new BffRequestError(409, {
      code: 'APPLY_DUPLICATE',
      message: 'This product has already been applied for.',
    });
    expect(errorWords(refusal, te)).toBe('This product has already been applied for.');
    expect(errorWords(refusal, te, 'generic')).toBe('This product has already been applied for.');
  });

  it('asks to check the connection when the request never reached the portal, not that the platform is down', () => {
    const offline = new BffRequestError(0, { code: 'OFFLINE', message: '' });
    expect(errorWords(offline, te)).toBe(
      'Could not connect. Please check your internet connection and try again.',
    );
    expect(errorWords(offline, te, 'generic')).toBe(en.errors.offline);
    // a download's outcome has the same shape
    expect(errorWords({ ok: false, code: 'OFFLINE', message: '' }, te, 'generic')).toBe(en.errors.offline);
  });

  it('says an upload stopped, and after how long, when its body went silent', () => {
    const stalled = new BffRequestError(0, { code: 'STALLED', message: '' });
    expect(errorWords(stalled, te)).toBe(
      `The upload stopped: nothing got through for ${UPLOAD_STALL_SECONDS} seconds. Check your connection and choose the file again.`,
    );
    expect(errorWords(stalled, te, 'generic')).toBe(errorWords(stalled, te));
  });

  it('falls back on the caller’s general words for an answer that was not the BFF’s', () => {
    const proxy502 = new BffRequestError(502, { code: 'HTTP_502', message: '' });
    expect(errorWords(proxy502, te)).toBe(en.errors.unavailable);
    expect(errorWords(proxy502, te, 'generic')).toBe(en.errors.generic);
  });

  it('never shows a JavaScript error’s own message', () => {
    expect(errorWords(new TypeError("Cannot read properties of undefined (reading 'id')"), te)).toBe(
      en.errors.unavailable,
    );
    expect(errorWords(new DOMException('The operation was aborted.', 'AbortError'), te, 'generic')).toBe(
      en.errors.generic,
    );
    expect(errorWords(null, te)).toBe(en.errors.unavailable);
    expect(errorWords('boom', te)).toBe(en.errors.unavailable);
  });
});
