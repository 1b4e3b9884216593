import pino, { type Logger } from 'pino';
import { logLevelFrom } from '@/lib/env/env-core';

// JSON log lines on stdout. Log calls pass facts, never bodies; `redact` is the second line of defence. No `server-only`
// marker, so the Pages Router product page logs the same way; everything else imports logger.ts.
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

/** `redact: false` only for a log of fixed fields of known facts, none a secret nor an object that could hold one. */
export function createLogger(
  destination?: pino.DestinationStream,
  { redact = true }: { redact?: boolean } = {},
): Logger {
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
