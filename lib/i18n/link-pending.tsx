'use client';

import { useTranslations } from 'next-intl';
import { useLinkStatus } from 'next/link';
import { useEffect, useTransition } from 'react';
import { createPortal } from 'react-dom';

/**
 * Inside every link of the portal (./intent-link.tsx): while the App Router fetches the page the
 * link was clicked for, a thin bar across the top of the window. Every page is rendered per request
 * (its CSP nonce), so there is nothing to prefetch and, on a slow phone, a tap on a menu entry
 * otherwise changed nothing until the whole next page had arrived. Next says when a link's
 * navigation is pending (`useLinkStatus`); the bar fades in after 150 ms (app/globals.css), so a
 * fast navigation does not flash it.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <PendingBar /> : null;
}

/** The transition `NavigationBar` watches, once it is mounted. */
let startNavigation: ((go: () => void) => void) | null = null;

/**
 * Runs router calls (`push`, `refresh`) that no link makes, after a login, a logout or the LCA
 * entry's check, in the transition the document's `NavigationBar` watches: the same bar shows
 * until the next page has arrived. The caller may be gone by then (the login dialog closes
 * first); the bar is not. A state update meant to show at once (closing that dialog) goes before
 * the call, not inside it, or it would wait for the page too.
 */
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
    <div role="progressbar" aria-label={t('page')} className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5">
      <div className="h-full w-full origin-left bg-leaf-500 opacity-0 animate-nav-progress motion-reduce:animate-none motion-reduce:opacity-100" />
    </div>,
    document.body,
  );
}
