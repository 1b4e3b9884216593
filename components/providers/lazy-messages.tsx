'use client';

import { useMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { useLoaded } from './use-loaded';

// The reading part (TanStack Query) is fetched when a dialog first needs its texts, not with the page.
const loadReader = () => import('./fetched-messages');

/**
 * Fetches what a LazyMessages for these namespaces will need (its reading code and the texts), for
 * an opener to call when a pointer or the focus comes to it: the click then finds them on the way.
 */
export function preloadMessages(locale: string, namespaces: readonly string[]): void {
  // A failure here is met again, and shown, when the part opens.
  loadReader().then((module) => module.prefetchMessages(locale, namespaces), () => undefined);
}

/**
 * Renders `children` once the namespaces they need have arrived (GET /api/lang/messages), for the
 * client parts a visitor opens on demand (the login dialog): their texts are fetched with their code,
 * not sent inline with every page. Until then it renders `fallback`, and `failure` (or `fallback`)
 * when the code or the texts could not be fetched.
 */
export function LazyMessages(props: LazyMessagesProps) {
  const { fallback = null, failure = fallback } = props;
  // A page that already sends these texts (the login pages send the captcha's) needs no request.
  const present = hasNamespaces(useMessages(), props.namespaces);
  const reader = useLoaded(loadReader, !present);
  if (present) return props.children;
  if (reader.failed) return failure;
  if (!reader.module) return fallback;
  return <reader.module.FetchedMessages {...props} />;
}

export type LazyMessagesProps = { namespaces: readonly string[]; children: ReactNode; fallback?: ReactNode; failure?: ReactNode };

/** Whether every namespace (or part of one, `guards.notice`) is among the messages in place. */
function hasNamespaces(messages: Record<string, unknown>, namespaces: readonly string[]): boolean {
  return namespaces.every(
    (namespace) =>
      namespace.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), messages) !==
      undefined,
  );
}
