'use client';

import { setNonce } from 'get-nonce';

/**
 * Radix Dialog locks scrolling by injecting a <style> element; under our nonce CSP it must carry
 * the nonce or the lock silently fails (stack-notes.md). Set it during render, in the browser only.
 */
export function StyleNonce({ nonce }: { nonce: string | undefined }) {
  if (typeof document !== 'undefined' && nonce) setNonce(nonce);
  return null;
}
