import '@/lib/security/server-module';
import CircuitBreaker from 'opossum';
import { getEnv } from '@/lib/env/server/env';
import { UpstreamError } from './errors';

// A circuit breaker per upstream origin: a platform that is down or answering garbage costs a page one fast
// "service unavailable" instead of a timeout per call. opossum's own timer is off: undici's timeouts bound calls.
export type BreakerOptions = {
  /** How long the circuit stays open before one trial call may go through. */
  resetMs: number;
  windowMs?: number;
  /** Fewer calls than this in the window never open the circuit (one bad call is not an outage). */
  minimumCalls?: number;
  failurePercent?: number;
};

export type BreakerState = 'closed' | 'open' | 'half-open';

export type UpstreamBreaker = {
  run<T>(call: () => Promise<T>): Promise<T>;
  readonly state: BreakerState;
};

// Whether a failure says upstream is unwell. Refusals (business codes, 4xx, 501: DESIGN.md "Assumed upstream calls"),
// an envelope our schema rejects (one operation's contract) and caller aborts never count.
export function isUpstreamFault(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  switch (error.kind) {
    case 'network':
      return !isCallerAbort(error.cause);
    case 'timeout':
      return true;
    case 'http':
      return (error.status ?? 0) >= 500 && error.status !== 501;
    case 'malformed':
      // Not JSON, not an envelope, cut short: client.ts sets the HTTP status on exactly these.
      return error.status !== undefined;
    case 'rejected':
      return false;
  }
}

/** An AbortSignal the caller fired (not `AbortSignal.timeout`, whose reason is a TimeoutError). */
function isCallerAbort(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'AbortError';
}

type Circuit = CircuitBreaker<[() => Promise<unknown>], unknown>;

function openCircuit(name: string, options: BreakerOptions): Circuit {
  const circuit: Circuit = new CircuitBreaker((call: () => Promise<unknown>) => call(), {
    name,
    timeout: false,
    resetTimeout: options.resetMs,
    rollingCountTimeout: options.windowMs ?? 10_000,
    rollingCountBuckets: 10,
    volumeThreshold: options.minimumCalls ?? 5,
    errorThresholdPercentage: options.failurePercent ?? 50,
    rollingPercentilesEnabled: false,
    enableSnapshots: false,
  });
  circuit.on('open', () =>
    console.warn(`upstream ${name}: circuit open, calls refused for ${options.resetMs} ms`),
  );
  circuit.on('halfOpen', () => console.warn(`upstream ${name}: circuit half-open, one trial call`));
  circuit.on('close', () => console.warn(`upstream ${name}: circuit closed`));
  return circuit;
}

type Outcome<T> = { answered: true; value: T } | { answered: false; refusal: unknown };

// A refusal leaves the circuit as a success (upstream did answer) and is rethrown out here. Classifying here, not in
// opossum's `errorFilter`, keeps `instanceof UpstreamError` within one bundle: the circuit is shared, classes are not.
function guard(circuit: Circuit): UpstreamBreaker {
  return {
    async run<T>(call: () => Promise<T>): Promise<T> {
      let outcome: Outcome<T>;
      try {
        outcome = (await circuit.fire(async (): Promise<Outcome<T>> => {
          try {
            return { answered: true, value: await call() };
          } catch (error) {
            if (isUpstreamFault(error)) throw error;
            return { answered: false, refusal: error };
          }
        })) as Outcome<T>;
      } catch (error) {
        // Refused without calling: the same "service unavailable" a refused connection gives.
        if ((error as { code?: unknown }).code === 'EOPENBREAKER')
          throw new UpstreamError('network', { cause: error });
        throw error;
      }
      if (!outcome.answered) throw outcome.refusal;
      return outcome.value;
    },
    get state(): BreakerState {
      return circuit.opened ? 'open' : circuit.halfOpen ? 'half-open' : 'closed';
    },
  };
}

export function createUpstreamBreaker(name: string, options: BreakerOptions): UpstreamBreaker {
  return guard(openCircuit(name, options));
}

// On globalThis: each of Next's server bundles has its own copy of this module, yet all share one circuit per upstream.
const CIRCUITS = Symbol.for('portal.upstream.circuits');
type Holder = typeof globalThis & { [CIRCUITS]?: Map<string, Circuit> };
const guarded = new Map<string, UpstreamBreaker>();

export function breakerFor(url: string): UpstreamBreaker {
  const origin = new URL(url).origin;
  let breaker = guarded.get(origin);
  if (!breaker) {
    const circuits = ((globalThis as Holder)[CIRCUITS] ??= new Map());
    let circuit = circuits.get(origin);
    if (!circuit) {
      circuit = openCircuit(origin, { resetMs: getEnv().upstreamBreakerResetMs });
      circuits.set(origin, circuit);
    }
    breaker = guard(circuit);
    guarded.set(origin, breaker);
  }
  return breaker;
}
