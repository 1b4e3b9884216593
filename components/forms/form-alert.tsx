'use client';

import { useEffect, useRef } from 'react';

/**
 * A refusal of the whole form (the server's message), above the submit button. The button was
 * disabled while sending, which dropped the focus to the page's <body> (in a dialog too): when the
 * refusal shows and nothing has the focus, the refusal takes it, so the keyboard goes on from here.
 */
export function FormAlert({ message }: { message: string | null }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message && (document.activeElement === null || document.activeElement === document.body)) alert.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={alert} role="alert" tabIndex={-1} className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600 focus:outline-none">
      {message}
    </p>
  );
}
