'use client';

import { useEffect } from 'react';
import { HEADER_DISCLOSURE } from './header-disclosure';

const OPEN = `details[name="${HEADER_DISCLOSURE}"][open]`;

/** Closes the header's open disclosure on a tap outside, or on Escape (the focus back on its summary). */
export function HeaderDisclosures() {
  useEffect(() => {
    function outside(event: PointerEvent) {
      for (const open of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
        if (!open.contains(event.target as Node)) open.open = false;
      }
    }
    function escape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      for (const open of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
        open.open = false;
        open.querySelector('summary')?.focus();
      }
    }
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, []);
  return null;
}
