'use client';

import { useEffect, useRef } from 'react';

/** The form's refusal; it takes the focus when nothing has it (the disabled submit button dropped it). */
export function FormAlert({ message }: { message: string | null }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message && (document.activeElement === null || document.activeElement === document.body))
      alert.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={alert}
      role="alert"
      tabIndex={-1}
      className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600 focus:outline-none"
    >
      {message}
    </p>
  );
}
