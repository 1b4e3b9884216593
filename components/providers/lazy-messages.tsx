'use client';

import { useMessages } from 'next-intl';
import type { LazyMessagesProps } from './fetched-messages';
import { useLoaded } from './use-loaded';

export type { LazyMessagesProps };

const loadReader = () => import('./fetched-messages');

/** Prefetches a LazyMessages' code and texts, for an opener to call on pointer or focus. */
export function preloadMessages(locale: string, namespaces: readonly string[]): void {
  loadReader().then(
    (module) => module.prefetchMessages(locale, namespaces),
    () => undefined,
  );
}

/** Renders `children` once their namespaces have arrived (GET /api/lang/messages), `fallback` until then, `failure` if they cannot. */
export function LazyMessages(props: LazyMessagesProps) {
  const { fallback = null, failure = fallback } = props;
  // A page that already sends these texts needs no request.
  const present = hasNamespaces(useMessages(), props.namespaces);
  const reader = useLoaded(loadReader, !present);
  if (present) return props.children;
  if (reader.failed) return failure;
  if (!reader.module) return fallback;
  return <reader.module.FetchedMessages {...props} />;
}

function hasNamespaces(messages: Record<string, unknown>, namespaces: readonly string[]): boolean {
  return namespaces.every(
    (namespace) =>
      namespace
        .split('.')
        .reduce<unknown>(
          (node, key) =>
            node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
          messages,
        ) !== undefined,
  );
}
