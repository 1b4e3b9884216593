import type { AbstractIntlMessages } from 'next-intl';

// Parts the browser never reads (the BFF words every refusal on the server), left out when a namespace is picked
// whole; client code that does read one names it in its boundary (`'errors.bff'`).
export const SERVER_ONLY_MESSAGES = [
  'errors.http',
  'errors.server',
  'errors.bff',
  'errors.outcomeUnknown',
] as const;

type Messages = AbstractIntlMessages;
const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The messages at a dotted path (`'guards.notice'`), or undefined. */
export function messagesAt(all: Messages, dotted: string): Messages[string] | undefined {
  let at: Messages[string] | undefined = all;
  for (const key of dotted.split('.')) at = isMessages(at) && Object.hasOwn(at, key) ? at[key] : undefined;
  return at;
}

/** Whether a boundary that sends `declared` gives client code `useTranslations(used)` its words. */
export function covers(declared: string, used: string): boolean {
  if (used !== declared && !used.startsWith(`${declared}.`)) return false;
  return !SERVER_ONLY_MESSAGES.some(
    (part) => part.startsWith(`${declared}.`) && (used === part || used.startsWith(`${part}.`)),
  );
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

// What one client boundary sends: the namespaces or dotted parts in `paths`, minus server-only parts. Every message
// sent lands in the RSC payload, so each boundary declares the short list its client components use (CLIENT_NAMESPACES).
export function pickMessages(all: Messages, paths: readonly string[]): Messages {
  let picked: Messages = {};
  for (const dotted of paths) {
    const value = messagesAt(all, dotted);
    if (value === undefined) continue;
    const kept = isMessages(value) ? withoutServerOnly(value, dotted) : value;
    picked = mergeMessages(
      picked,
      dotted.split('.').reduceRight<Messages[string]>((inner, key) => ({ [key]: inner }), kept) as Messages,
    );
  }
  return picked;
}

function withoutServerOnly(value: Messages, dotted: string): Messages {
  return SERVER_ONLY_MESSAGES.filter((part) => part.startsWith(`${dotted}.`)).reduce(
    (kept, part) => without(kept, part.slice(dotted.length + 1).split('.')),
    value,
  );
}

function without(value: Messages, [key, ...rest]: string[]): Messages {
  if (key === undefined || !Object.hasOwn(value, key)) return value;
  const { [key]: inner, ...others } = value;
  if (rest.length === 0) return others;
  return isMessages(inner) ? { ...others, [key]: without(inner, rest) } : value;
}
