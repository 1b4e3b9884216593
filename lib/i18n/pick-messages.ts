import type { AbstractIntlMessages } from 'next-intl';

/**
 * The namespaces of `all` named in `namespaces`: what travels to the browser for one client
 * boundary. Every namespace sent is serialised into the page's RSC payload, so each layout, page
 * or lazily opened dialog declares the short list its client components use (CLIENT_NAMESPACES,
 * checked by tests/unit/client-messages.test.ts) instead of sending every namespace to every page.
 */
export function pickMessages(all: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]!]));
}
