import * as z from '@/lib/validation/zod';

/**
 * A BFF endpoint the browser may call, declared once per domain (`lib/<domain>/endpoints.ts`):
 * where it is, what it takes, what it answers and who may call it. The route handler is
 * `withBff(endpoint, handler)` (lib/bff/with-bff.ts), which does origin, session, access, input
 * and output once; the browser calls it through `callEndpoint` (lib/bff/client.ts), typed from the
 * same declaration. This file is client-safe: schemas and types only.
 */
export type EndpointAccess =
  /** Anyone, visitor or signed in. */
  | 'public'
  /** A signed-in user (from the session), no fresh status check. */
  | 'user'
  /**
   * The guard of this route (lib/guards/route-access.ts) with fresh upstream data, as its page
   * applies it; a function picks the route from the path's parameters (undefined: no such address).
   */
  | { route: string | ((params: Record<string, string>) => string | undefined) };

export type Endpoint<
  In extends z.ZodMiniType = z.ZodMiniType,
  Out extends z.ZodMiniType | null = z.ZodMiniType | null,
  Access extends EndpointAccess = EndpointAccess,
> = {
  method: 'GET' | 'POST';
  /** `/api/…`; `:name` segments are the route's own parameters and part of the input. */
  path: string;
  /** The input: the query of a GET, the JSON (or multipart) body of a POST, plus the path's parameters. */
  input: In;
  /**
   * The answer's DTO schema: the handler's result is parsed with it on the way out, so nothing
   * but the declared fields reaches the browser. `null` for an endpoint that streams a file.
   */
  output: Out;
  access: Access;
  /** A POST's body: JSON (the default), or multipart for an upload. */
  body?: 'json' | 'multipart';
  /**
   * The largest body a POST may send, in bytes: refused with 413 from its `Content-Length`, and
   * no further byte is read once a body without one passes it. Default `JSON_BODY_LIMIT`.
   */
  maxBody?: number;
  /** How often it may be called: every POST declares one (tests/unit/bff-endpoints-fuzz.test.ts). */
  limit?: WriteLimit;
};

/** A JSON body of the largest form the portal has (an application with its products) fits in this. */
export const JSON_BODY_LIMIT = 64 * 1024;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * Calls per window, counted in the shared store (lib/bff/rate-limit.ts) before the body is read:
 * `perSubject` by the signed-in user, or by the client address for a visitor; `perClient` by the
 * client address whoever is signed in (an office behind one address shares it). Past either, 429
 * with `Retry-After`. Each endpoint counts on its own.
 */
export type WriteLimit = { windowMs: number; perSubject: number; perClient?: number };

/**
 * The write limits by what a call is: far above what a person does, far below what a script
 * does. Code sending, logins and captchas keep their own tighter limits behind these
 * (lib/accounts/server, lib/captcha).
 */
export const WRITE_LIMITS = {
  /** A form a person fills in and sends: an application, a correction, a change of password. */
  form: { windowMs: HOUR, perSubject: 60, perClient: 300 },
  /** A click a person may repeat: mark as read, confirm a quote, sign in or out, a puzzle. */
  action: { windowMs: 10 * MINUTE, perSubject: 300, perClient: 1500 },
  /** What anyone may send with no account to answer for it. */
  feedback: { windowMs: HOUR, perSubject: 20, perClient: 60 },
  /** An upload's count; its bytes have a quota of their own (lib/uploads/receive-upload.ts). */
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

/** The answer of a mutation that has nothing to say but that it was done. */
export const doneSchema = z.object({ done: z.boolean() });

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointOutput<E extends Endpoint> = E['output'] extends z.ZodMiniType
  ? z.output<E['output']>
  : never;

/** The JSON every BFF endpoint answers; `message` and field texts are already in the user's language. */
export type BffAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: string; message: string; fields?: Record<string, string> } };
