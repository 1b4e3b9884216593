import * as z from '@/lib/validation/zod';

/** A BFF endpoint, declared once per domain in `lib/<domain>/endpoints.ts` (DESIGN.md "The BFF is an allowlist"),
 * served by `withBff` (lib/bff/server/with-bff.ts) and called through lib/bff/client.ts. Client-safe. */
export type EndpointAccess =
  | 'public'
  /** A signed-in user (from the session), no fresh status check. */
  | 'user'
  /** This route's guard (lib/guards/route-access.ts) with fresh data; a function picks it from the path (undefined: no such address). */
  | { route: string | ((params: Record<string, string>) => string | undefined) };

export type Endpoint<
  In extends z.ZodMiniType = z.ZodMiniType,
  Out extends z.ZodMiniType | null = z.ZodMiniType | null,
  Access extends EndpointAccess = EndpointAccess,
> = {
  method: 'GET' | 'POST';
  path: string;
  input: In;
  /** The answer's DTO schema, parsed on the way out so only declared fields reach the browser; `null` for a file. */
  output: Out;
  access: Access;
  body?: 'json' | 'multipart';
  /** A POST's largest body in bytes: 413 from its `Content-Length`, or as soon as the bytes read pass it. */
  maxBody?: number;
  /** How often it may be called: every POST declares one (tests/unit/bff-endpoints-fuzz.test.ts). */
  limit?: WriteLimit;
};

export const JSON_BODY_LIMIT = 64 * 1024;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Calls per window per endpoint, counted before the body is read (lib/bff/server/rate-limit.ts): `perSubject` by user
 * (client address for a visitor), `perClient` by client address; past either, 429 with `Retry-After`. */
export type WriteLimit = { windowMs: number; perSubject: number; perClient?: number };

/** Far above what a person does, far below a script; code sending, logins and captchas add tighter limits of their own. */
export const WRITE_LIMITS = {
  /** A form a person fills in and sends: an application, a correction, a change of password. */
  form: { windowMs: HOUR, perSubject: 60, perClient: 300 },
  /** A click a person may repeat: mark as read, confirm a quote, sign in or out, a puzzle. */
  action: { windowMs: 10 * MINUTE, perSubject: 300, perClient: 1500 },
  /** What anyone may send with no account to answer for it. */
  feedback: { windowMs: HOUR, perSubject: 20, perClient: 60 },
  /** An upload's count; its bytes have a quota of their own (lib/uploads/server/receive-upload.ts). */
  upload: { windowMs: HOUR, perSubject: 120 },
  /** What pages send by themselves (a page view). */
  beacon: { windowMs: MINUTE, perSubject: 120 },
} as const satisfies Record<string, WriteLimit>;
export function defineEndpoint<
  In extends z.ZodMiniType,
  Out extends z.ZodMiniType | null,
  const Access extends EndpointAccess,
  const Where extends Pick<Endpoint, 'method' | 'path' | 'body'>,
>(endpoint: Endpoint<In, Out, Access> & Where): Endpoint<In, Out, Access> & Where {
  return endpoint;
}

/** `?disposition=inline` shows a file in the page (PDF viewer, QR image); the default downloads it. */
export const fileQuerySchema = z.object({
  disposition: z._default(z.catch(z.enum(['inline', 'attachment']), 'attachment'), 'attachment'),
});

export const doneSchema = z.object({ done: z.boolean() });

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointOutput<E extends Endpoint> = E['output'] extends z.ZodMiniType
  ? z.output<E['output']>
  : never;

/** The JSON every BFF endpoint answers; `message` and field texts are already in the user's language. */
export type BffAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: string; message: string; fields?: Record<string, string> } };
