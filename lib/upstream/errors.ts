import type { Locale } from '@/lib/i18n/routing';
import { currentRequestLocale } from '@/lib/observability/server/request-scope';
import { isChineseText } from '@/lib/i18n/text-script';

// The error catalogue of accounts.md 8 and business.md 8 as values: every upstream failure is an UpstreamError,
// and describeUpstreamError names its text under `errors` in messages/*.json.

/** Server message codes that have their own text (accounts.md 8); any other message is shown as given. */
export const SERVER_MESSAGE_CODES = [
  'USER_LOCKED',
  'CHECK_CODE_ERROR',
  'CHECK_CODE_OUT_TIME',
  'ACCOUNT_PASSWORD_ERROR',
  'CHECK_CODE_FREQUENTLY',
  'ACCOUNT_NUMBER_EXISTS',
  'USER_NOT_FOUND',
] as const;
export type ServerMessageCode = (typeof SERVER_MESSAGE_CODES)[number];

/** HTTP statuses with their own text (spec 8); any other status reads "connection error (status)". */
export const HTTP_ERROR_STATUSES = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505] as const;

/** `http`: a non-2xx status; `rejected`: a 2xx envelope whose code is not 1; `malformed`: not the declared shape. */
export type UpstreamErrorKind = 'network' | 'timeout' | 'http' | 'rejected' | 'malformed';

export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  /** A change whose request may have arrived before the connection failed (client.ts `toUpstreamError`). */
  readonly outcomeUnknown: boolean;

  constructor(
    kind: UpstreamErrorKind,
    detail: {
      status?: number;
      code?: string | number;
      serverMessage?: string;
      cause?: unknown;
      outcomeUnknown?: boolean;
    },
  ) {
    super(
      `upstream ${kind}` +
        (detail.status ? ` status=${detail.status}` : '') +
        (detail.code !== undefined ? ` code=${detail.code}` : '') +
        (detail.serverMessage ? ` message=${detail.serverMessage}` : ''),
      { cause: detail.cause },
    );
    this.name = 'UpstreamError';
    this.kind = kind;
    this.status = detail.status;
    this.code = detail.code === undefined ? undefined : String(detail.code);
    this.serverMessage = detail.serverMessage;
    this.outcomeUnknown = detail.outcomeUnknown ?? false;
  }

  /** 401 from any call, or an envelope code 401: the session is over (spec 4.1). */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.code === '401';
  }

  /** The platform itself failed, as opposed to refusing the request: users get the common fault wording. */
  get isPlatformFault(): boolean {
    return this.kind !== 'rejected' && !this.isUnauthorized;
  }
}

function isServerMessageCode(value: string | undefined): value is ServerMessageCode {
  return value !== undefined && (SERVER_MESSAGE_CODES as readonly string[]).includes(value);
}

/** A key under `errors`; `raw` carries the platform's own message when it is shown as given (spec 8). */
export type ErrorTextKey =
  | 'generic'
  | 'unavailable'
  | 'timeout'
  | 'malformed'
  | 'outcomeUnknown'
  | 'withCode'
  | `http.${(typeof HTTP_ERROR_STATUSES)[number]}`
  | 'http.other'
  | `server.${ServerMessageCode}`;

export type ErrorText = { key: ErrorTextKey; values?: Record<string, string | number>; raw?: string };

/** The platform's internals, not words for people: exceptions, stack frames, SQL, addresses, host names. */
const TECHNICAL =
  /exception|\berror:|\bat [\w$.<>]+\(|\.java\b|\bjavax?\.|\bsql\b|https?:\/\/|\b[\w-]+(?:\.[\w-]+)+:\d{2,5}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b|\.(?:internal|local|corp|lan)\b|\bnull\b|traceback|stack ?trace/i;

/** A platform message fit to be shown as given (spec 8): one short line for people; otherwise `withCode`. */
export function isPresentableServerMessage(message: string): boolean {
  return [...message].length <= 200 && !/[\r\n\t]/.test(message) && !TECHNICAL.test(message);
}

/** Whether a text's script is `locale`'s (Han or CJK punctuation for zh): spec 8 shows warnings "in the chosen language". */
export function isInLanguage(text: string, locale: Locale): boolean {
  const cjk = isChineseText(text);
  return locale === 'zh' ? cjk : !cjk;
}

/** HTTP reason phrases (a gateway's default message) are worded as that status, whatever the envelope's code. */
const REASON_PHRASES = new Map<string, (typeof HTTP_ERROR_STATUSES)[number]>([
  ['bad request', 400],
  ['unauthorized', 401],
  ['forbidden', 403],
  ['not found', 404],
  ['request timeout', 408],
  ['internal server error', 500],
  ['not implemented', 501],
  ['bad gateway', 502],
  ['service unavailable', 503],
  ['gateway timeout', 504],
  ['http version not supported', 505],
]);

/** `locale` defaults to the request's in scope; without one, a presentable message is shown as given. */
export function describeUpstreamError(
  error: unknown,
  locale: Locale | undefined = currentRequestLocale(),
): ErrorText {
  if (!(error instanceof UpstreamError)) return { key: 'generic' };
  switch (error.kind) {
    case 'network':
      return { key: error.outcomeUnknown ? 'outcomeUnknown' : 'unavailable' };
    case 'timeout':
      return { key: error.outcomeUnknown ? 'outcomeUnknown' : 'timeout' };
    case 'malformed':
      return { key: 'malformed' };
    case 'http':
      return describeStatus(error.status ?? 0);
    case 'rejected':
      return describeRefusal(error, locale);
  }
}

function describeRefusal(error: UpstreamError, locale: Locale | undefined): ErrorText {
  const message = error.serverMessage;
  if (isServerMessageCode(message)) return { key: `server.${message}` };
  if (error.isUnauthorized) return { key: 'http.401' };
  const phrase = message ? REASON_PHRASES.get(message.trim().toLowerCase()) : undefined;
  if (phrase) return { key: `http.${phrase}` };
  if (
    message &&
    message !== 'success' &&
    isPresentableServerMessage(message) &&
    (!locale || isInLanguage(message, locale))
  ) {
    return { key: 'generic', raw: message };
  }
  return { key: 'withCode', values: { code: error.code ?? '?' } };
}

function describeStatus(status: number): ErrorText {
  const known = HTTP_ERROR_STATUSES.find((candidate) => candidate === status);
  return known ? { key: `http.${known}` } : { key: 'http.other', values: { status } };
}

export function bffStatusFor(error: unknown): number {
  if (!(error instanceof UpstreamError)) return 500;
  if (error.isUnauthorized) return 401;
  switch (error.kind) {
    case 'network':
      return 502;
    case 'timeout':
      return 504;
    case 'malformed':
      return 502;
    case 'http':
      return error.status && error.status >= 400 && error.status < 500 ? error.status : 502;
    case 'rejected':
      // A business refusal (wrong code, account exists…) is a well-formed answer, not a fault.
      return 422;
  }
}
