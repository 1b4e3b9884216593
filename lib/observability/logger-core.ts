import pino, { type Logger } from 'pino';
import { logLevelFrom } from '@/lib/env-core';

/**
 * The portal's structured log: one JSON line per event on stdout, for whatever collects container
 * output. No `server-only` marker (like env-core.ts) so the Pages Router product page, which may not
 * import server-only modules, logs the same way; everything else imports `logger.ts`. Log calls pass facts (ids, statuses, error kinds), never request or answer bodies;
 * `redact` is the second line of defence for a secret that slips into an object anyway.
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'accessToken',
  'refreshToken',
  'referToken',
  'password',
  'userPassword',
  'newPassword',
  'oldPassword',
  'newuserAccount',
  'verify',
  'verifyCode',
  'smsCode',
  'checkCode',
  'captchaVerification',
  'secretKey',
  'sessionPassword',
  'metricsToken',
];

/** `key`, `*.key` and `*.*.key`: secrets at the top, in an object logged, or in its headers. */
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const access = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`;
  const top = access.startsWith('.') ? key : access;
  return [top, `*${access}`, `*.*${access}`];
});

function level(): Logger['level'] {
  try {
    return logLevelFrom(process.env);
  } catch {
    // A bad LOG_LEVEL is reported by env-check.ts (which stops the process); the log works meanwhile.
    return 'info';
  }
}

/**
 * `redact: false` is for a log whose lines have fixed fields of known facts, none of them a secret
 * or an object that could carry one: the access log (http-observer.ts), one line per request,
 * where walking the 60 redaction paths cost 5 % of a cached BFF call's CPU.
 */
export function createLogger(destination?: pino.DestinationStream, { redact = true }: { redact?: boolean } = {}): Logger {
  return pino(
    {
      level: level(),
      base: { service: 'portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      ...(redact ? { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } } : {}),
      serializers: { err: pino.stdSerializers.err },
    },
    destination,
  );
}

export const logger: Logger = createLogger();

/** The access log: `{ method, route, path, status, ms, requestId }` per request, nothing else. */
export const accessLogger: Logger = createLogger(undefined, { redact: false }).child({ component: 'http' });

/** Facts about a failure for a log line: its class, kind and message, never the objects it holds. */
export function describeError(error: unknown): { name: string; message: string; kind?: string } {
  if (error instanceof Error) {
    const kind = 'kind' in error && typeof error.kind === 'string' ? error.kind : undefined;
    return { name: error.name, message: error.message, ...(kind ? { kind } : {}) };
  }
  return { name: typeof error, message: String(error) };
}
