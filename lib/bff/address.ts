import type { Endpoint, EndpointInput, EndpointOutput } from './endpoint';

/** Where a BFF endpoint is and how it takes its input: all the browser needs to call it. */
export type Place = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: 'json' | 'multipart';
};

declare const carries: unique symbol;

/** A place typed with its endpoint's input and answer by `import type` (no schema loads); never the declaration itself. */
export type Address<In = unknown, Out = unknown> = Place & {
  readonly [carries]?: (input: In) => Out;
  readonly input?: never;
};

/** The place an endpoint declares, literally: a listed place that differs is a type error. */
type PlaceOf<E extends Endpoint> = { method: E['method']; path: E['path'] } & (E['body'] extends string
  ? { body: E['body'] }
  : { body?: undefined });

/** An endpoint's address as `lib/<domain>/addresses.ts` lists it: a plain literal the bundler drops when unused. */
export type AddressOf<E extends Endpoint> = Address<EndpointInput<E>, EndpointOutput<E>> & PlaceOf<E>;
