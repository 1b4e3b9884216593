'use client';

import { useState } from 'react';

/** Signed in per the page (`signedIn`) or per a login just finished in this opener's dialog (`markSignedIn`), until the page catches up. */
export function useSignedInHere(signedIn: boolean): { signedIn: boolean; markSignedIn: () => void } {
  const [here, setHere] = useState(false);
  // React's "adjusting state when a prop changes".
  if (signedIn && here) setHere(false);
  return { signedIn: signedIn || here, markSignedIn: () => setHere(true) };
}
