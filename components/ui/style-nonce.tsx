'use client';

import { setNonce } from 'get-nonce';

// The first render's nonce is the document's: a router.refresh() brings a fresh one its CSP does not know.
let documentNonce: string | undefined;

/** Radix Dialog's injected scroll-lock <style> must carry the CSP nonce (stack-notes.md); set during render, in the browser. */
export function StyleNonce({ nonce }: { nonce: string | undefined }) {
  if (typeof document !== 'undefined' && nonce && documentNonce === undefined) {
    documentNonce = nonce;
    setNonce(nonce);
  }
  return null;
}
