import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * End of every browser-test run (playwright.config.ts `globalTeardown`, while the servers still
 * run): no line that the portal or the reference upstream printed may hold a secret of the run.
 * The upstream knows them: every session and reset token still on record (GET /__dev/tokens), the
 * last codes sent (GET /__dev/outbox); beside them the demo password, the run's session password
 * and metrics token, and the mark of a sealed session cookie (iron-session's `Fe26.2*`). Nor may
 * a server have crashed a request: no uncaught exception or unhandled rejection may be logged.
 */
type Envelope<T> = { code: number; data: T };

async function devGet<T>(url: string): Promise<T> {
  const response = await fetch(url);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`log check: ${url} answered code ${body.code}`);
  return body.data;
}

function mask(secret: string): string {
  return secret.length <= 6 ? '*'.repeat(secret.length) : `${secret.slice(0, 3)}…${secret.slice(-2)}`;
}

/**
 * A code is six digits, and only as a token of its own (`"123456"`, `=123456`, `:123456`, a path's
 * `/123456`) does it mean a leak: not inside a longer run of letters and digits, such as a request
 * id that happens to start with the same six digits (`"628740bd-…"`, which failed a CI run once).
 */
export function codePattern(code: string): RegExp {
  return new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`);
}

export default async function checkLogs(): Promise<void> {
  const dir = process.env.E2E_LOG_DIR;
  if (!dir || !existsSync(dir)) return;
  const upstream = process.env.E2E_UPSTREAM_URL as string;
  const tokens = await devGet<string[]>(`${upstream}/__dev/tokens`);
  const codes = (await devGet<{ code: string }[]>(`${upstream}/__dev/outbox`)).map((message) => message.code);
  const secrets = [
    ...tokens.map((value) => ({ what: 'an upstream token', value })),
    { what: 'the demo password', value: 'Demo2026pass' },
    { what: 'the session password', value: process.env.E2E_SESSION_PASSWORD ?? '' },
    { what: 'the metrics token', value: process.env.E2E_METRICS_TOKEN ?? '' },
    { what: 'a sealed session cookie', value: 'Fe26.2*' },
  ].filter((secret) => secret.value.length >= 6);
  const codePatterns = [...new Set(codes)].map((code) => ({ code, pattern: codePattern(code) }));
  const crash = /uncaughtException|unhandledRejection/;

  const findings: string[] = [];
  let lines = 0;
  const files = readdirSync(dir).filter((name) => name.endsWith('.log'));
  for (const name of files) {
    readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        lines++;
        for (const secret of secrets) {
          if (line.includes(secret.value))
            findings.push(`${name}:${index + 1}: ${secret.what} (${mask(secret.value)})`);
        }
        for (const { code, pattern } of codePatterns) {
          if (pattern.test(line)) findings.push(`${name}:${index + 1}: a verification code (${mask(code)})`);
        }
        if (crash.test(line)) findings.push(`${name}:${index + 1}: ${line.slice(0, 200)}`);
      });
  }
  if (findings.length > 0) {
    throw new Error(
      `Secrets or crashes found in the server logs of this run (${dir}):\n${findings.slice(0, 40).join('\n')}`,
    );
  }
  console.log(
    `log check: ${lines} lines in ${files.length} logs hold none of ${secrets.length} secrets and ${codePatterns.length} codes, and no crash (${dir})`,
  );
}
