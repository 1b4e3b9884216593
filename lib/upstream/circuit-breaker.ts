import 'server-only';
import CircuitBreaker from 'opossum';
import { getEnv } from '@/lib/env';
import { UpstreamError } from './errors';

/**
 * A circuit breaker per upstream origin, so that a platform that is down, hanging or answering
 * garbage costs each page one fast "service unavailable" instead of a timeout per call.
 *
 * opossum fits because the client hands it a whole logical call (send, GET retries, envelope
 * parsing) as one promise: its own timer is switched off (undici's connect, headers and body
 * timeouts already bound every call), and its `errorFilter` decides what counts as a fault.
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

export function createUpstreamBreaker(name: string, options: BreakerOptions): UpstreamBreaker {
  const breaker = new CircuitBreaker((call: () => Promise<unknown>) => call(), {
    name,
    timeout: false,
    resetTimeout: options.resetMs,
    rollingCountTimeout: options.windowMs ?? 10_000,
    rollingCountBuckets: 10,
    volumeThreshold: options.minimumCalls ?? 5,
    errorThresholdPercentage: options.failurePercent ?? 50,
    errorFilter: (error: unknown) => !isUpstreamFault(error),
    rollingPercentilesEnabled: false,
    enableSnapshots: false,
  });
  breaker.on('open', () => console.warn(`upstream ${name}: circuit open, calls refused for ${options.resetMs} ms`));
  breaker.on('halfOpen', () => console.warn(`upstream ${name}: circuit half-open, one trial call`));
  breaker.on('close', () => console.warn(`upstream ${name}: circuit closed`));
  return {
    async run<T>(call: () => Promise<T>): Promise<T> {
      try {
        return (await breaker.fire(call)) as T;
      } catch (error) {
        // Refused without calling: the same "service unavailable" a refused connection gives.
        if ((error as { code?: unknown }).code === 'EOPENBREAKER') throw new UpstreamError('network', { cause: error });
        throw error;
      }
    },
    get state(): BreakerState {
      return breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed';
    },
  };
}

// On globalThis: Next loads server code in several bundles (routes, pages, instrumentation), and
// a module-level map would give each bundle a breaker of its own for the same upstream.
const REGISTRY = Symbol.for('portal.upstream.circuit-breakers');
type Holder = typeof globalThis & { [REGISTRY]?: Map<string, UpstreamBreaker> };

/** The breaker of the origin of `url`, created on first use with the configured reset time. */
export function breakerFor(url: string): UpstreamBreaker {
  const breakers = ((globalThis as Holder)[REGISTRY] ??= new Map());
  const origin = new URL(url).origin;
  let breaker = breakers.get(origin);
  if (!breaker) {
    breaker = createUpstreamBreaker(origin, { resetMs: getEnv().upstreamBreakerResetMs });
    breakers.set(origin, breaker);
  }
  return breaker;
}
