import type { AbstractIntlMessages } from 'next-intl';

/**
 * Parts of a namespace the browser never reads, left out when the namespace is picked whole: the
 * BFF words every refusal on the server before it answers (the tables of platform codes, HTTP
 * statuses and BFF codes, the word for a change whose outcome is unknown), so a page's client code
 * only needs the general words beside them.
 * Client code that does read one of these names it in its boundary (`'errors.bff'`), which sends
 * that part alone.
 */
export const SERVER_ONLY_MESSAGES = ['errors.http', 'errors.server', 'errors.bff', 'errors.outcomeUnknown'] as const;

type Messages = AbstractIntlMessages;
const isMessages = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The messages at a dotted path (`'guards.notice'`), or undefined. */
export function messagesAt(all: Messages, dotted: string): Messages[string] | undefined {
  let at: Messages[string] | undefined = all;
  for (const key of dotted.split('.')) at = isMessages(at) && Object.hasOwn(at, key) ? at[key] : undefined;
  return at;
}

/** Whether a boundary that sends `declared` gives client code `useTranslations(used)` its words. */
export function covers(declared: string, used: string): boolean {
  if (used !== declared && !used.startsWith(`${declared}.`)) return false;
  return !SERVER_ONLY_MESSAGES.some((part) => part.startsWith(`${declared}.`) && (used === part || used.startsWith(`${part}.`)));
}

/** `b` laid over `a`, object by object (a boundary adding `errors.bff` keeps the `errors` above it). */
export function mergeMessages(a: Messages, b: Messages): Messages {
  const merged: Messages = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const under = merged[key];
    merged[key] = isMessages(under) && isMessages(value) ? mergeMessages(under, value) : value;
  }
  return merged;
}

/**
 * What travels to the browser for one client boundary: the namespaces (or dotted parts of one) of
 * `all` named in `paths`, without their server-only parts. Every message sent is serialised into
 * the page's RSC payload, so each layout, page or lazily opened dialog declares the short list its
 * client components use (CLIENT_NAMESPACES, checked by tests/unit/client-messages.test.ts) instead
 * of sending every namespace to every page.
 */
export function pickMessages(all: Messages, paths: readonly string[]): Messages {
  let picked: Messages = {};
  for (const dotted of paths) {
    const value = messagesAt(all, dotted);
    if (value === undefined) continue;
    const kept = isMessages(value) ? withoutServerOnly(value, dotted) : value;
    picked = mergeMessages(picked, dotted.split('.').reduceRight<Messages[string]>((inner, key) => ({ [key]: inner }), kept) as Messages);
  }
  return picked;
}

function withoutServerOnly(value: Messages, dotted: string): Messages {
  return SERVER_ONLY_MESSAGES.filter((part) => part.startsWith(`${dotted}.`)).reduce(
    (kept, part) => without(kept, part.slice(dotted.length + 1).split('.')),
    value,
  );
}

/** A copy of `value` without the message at `keys` (copied along that path only). */
function without(value: Messages, [key, ...rest]: string[]): Messages {
  if (key === undefined || !Object.hasOwn(value, key)) return value;
  const { [key]: inner, ...others } = value;
  if (rest.length === 0) return others;
  return isMessages(inner) ? { ...others, [key]: without(inner, rest) } : value;
}
