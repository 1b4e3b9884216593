'use client';

import { setNonce } from 'get-nonce';

// The nonce of the document's own CSP, which is the one of the first render: a later
// router.refresh() renders the layout in a new request with a fresh nonce, which this
// document's policy does not know, so a style injected with it would be blocked.
let documentNonce: string | undefined;

/**
 * Radix Dialog locks scrolling by injecting a <style> element; under our nonce CSP it must carry
 * the nonce or the lock silently fails (stack-notes.md). Set it during render, in the browser only.
 */
export function StyleNonce({ nonce }: { nonce: string | undefined }) {
  if (typeof document !== 'undefined' && nonce && documentNonce === undefined) {
    documentNonce = nonce;
    setNonce(nonce);
  }
  return null;
}
