import '@/lib/security/server-module';
import CircuitBreaker from 'opossum';
import { getEnv } from '@/lib/env';
import { UpstreamError } from './errors';

/**
 * A circuit breaker per upstream origin, so that a platform that is down, hanging or answering
 * garbage costs each page one fast "service unavailable" instead of a timeout per call.
 *
 * opossum fits because the client hands it a whole logical call (send, GET retries, envelope
 * parsing) as one promise; its own timer is switched off (undici's connect, headers and body
 * timeouts already bound every call), and `isUpstreamFault` decides what counts as a failure.
 * States: closed (calls go through) → open after `failurePercent` of at least `minimumCalls`
 * calls in `windowMs` failed (calls are refused at once) → half-open after `resetMs` (exactly one
 * trial call goes through) → closed when it succeeds, open again when it fails.
 */
export type BreakerOptions = {
  /** How long the circuit stays open before one trial call may go through. */
  resetMs: number;
  /** The rolling window the failure rate is measured over. */
  windowMs?: number;
  /** Fewer calls than this in the window never open the circuit (one bad call is not an outage). */
  minimumCalls?: number;
  /** The circuit opens when more than this share of the window's calls failed. */
  failurePercent?: number;
};

export type BreakerState = 'closed' | 'open' | 'half-open';

export type UpstreamBreaker = {
  run<T>(call: () => Promise<T>): Promise<T>;
  readonly state: BreakerState;
};

/**
 * Does this failure say the upstream is unwell? Refusals are answers from a healthy upstream and
 * never count: business codes (0, 106, CHECK_CODE_ERROR…), 4xx such as 401 and 404, and 501 (a
 * call the platform does not know, DESIGN.md "Assumed upstream calls"). Neither does an answer
 * that is a proper envelope whose data our schema does not accept (`malformed` without a status,
 * client.ts): that is one operation's contract, and opening the circuit would take every page down
 * for it. Nor does a request the caller gave up on (the browser went away).
 */
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

/** The state machine alone; what counts as a fault is decided by `guard`, in the caller's bundle. */
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

/**
 * Runs calls through `circuit`. A refusal leaves the circuit as an answer (so it counts as a
 * success, and closes a half-open circuit: upstream did answer) and is thrown again out here;
 * only faults fail inside it. Classifying here rather than in opossum's `errorFilter` keeps
 * `instanceof UpstreamError` within one bundle: the circuit is shared, the classes are not.
 */
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

// The circuits live on globalThis: Next loads server code in several bundles (route handlers,
// App Router pages, the Pages Router page), each with its own copy of this module, and they must
// all see one circuit per upstream. Each bundle wraps it with its own classes (`guard`).
const CIRCUITS = Symbol.for('portal.upstream.circuits');
type Holder = typeof globalThis & { [CIRCUITS]?: Map<string, Circuit> };
const guarded = new Map<string, UpstreamBreaker>();

/** The breaker of the origin of `url`, created on first use with the configured reset time. */
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
