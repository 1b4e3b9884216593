'use client';

import { useState } from 'react';

/**
 * Whether the user is signed in as far as an opener of the login dialog knows: the page's word
 * (`signedIn`, from the server), or a login just finished through the opener's own dialog
 * (`markSignedIn`, its `onSignedIn`) in the moment before the page has re-rendered signed in.
 * Once the page says so itself, its word holds alone again, so a later logout reads as one.
 */
export function useSignedInHere(signedIn: boolean): { signedIn: boolean; markSignedIn: () => void } {
  const [here, setHere] = useState(false);
  // React's "adjusting state when a prop changes": the page has caught up, the mark is no longer needed.
  if (signedIn && here) setHere(false);
  return { signedIn: signedIn || here, markSignedIn: () => setHere(true) };
}
