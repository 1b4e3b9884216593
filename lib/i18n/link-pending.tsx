'use client';

import { useTranslations } from 'next-intl';
import { useLinkStatus } from 'next/link';
import { useEffect, useTransition } from 'react';
import { createPortal } from 'react-dom';

// Inside every link (./intent-link.tsx): a thin top bar while the clicked page loads, since pages render per request
// (their CSP nonce) and cannot be prefetched. It fades in late (app/globals.css) so fast navigations do not flash it.
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <PendingBar /> : null;
}

let startNavigation: ((go: () => void) => void) | null = null;

// Runs router calls no link makes in the transition `NavigationBar` watches, so the bar shows until the next page has
// arrived; a state update meant to show at once goes before the call, not inside it, or it waits for the page too.
export function navigateWithBar(go: () => void): void {
  if (startNavigation) startNavigation(go);
  else go();
}

/** Mounted once, in the document (app/[locale]/layout.tsx): the bar of `navigateWithBar`. */
export function NavigationBar() {
  const [pending, start] = useTransition();
  useEffect(() => {
    startNavigation = start;
    return () => {
      if (startNavigation === start) startNavigation = null;
    };
  }, [start]);
  return pending ? <PendingBar /> : null;
}

function PendingBar() {
  const t = useTranslations('opening');
  // Out of the link (a bar is no part of its text) to the top of the page.
  return createPortal(
    <div
      role="progressbar"
      aria-label={t('page')}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5"
    >
      <div className="h-full w-full origin-left bg-leaf-500 opacity-0 animate-nav-progress motion-reduce:animate-none motion-reduce:opacity-100" />
    </div>,
    document.body,
  );
}
