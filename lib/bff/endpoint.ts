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
  /** The guard of this route (lib/guards/route-access.ts) with fresh upstream data, as its page applies it. */
  | { route: string };

export type Endpoint<
  In extends z.ZodMiniType = z.ZodMiniType,
  Out extends z.ZodMiniType | null = z.ZodMiniType | null,
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
  access: EndpointAccess;
  /** A POST's body: JSON (the default), or multipart for an upload. */
  body?: 'json' | 'multipart';
};

export function defineEndpoint<In extends z.ZodMiniType, Out extends z.ZodMiniType | null>(
  endpoint: Endpoint<In, Out>,
): Endpoint<In, Out> {
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
