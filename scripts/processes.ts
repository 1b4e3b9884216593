// Starting and stopping the portal's processes: shared by `npm start` and `npm run bench`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

export type Started = { name: string; child: ChildProcess; stop(): Promise<void> };

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `url` until it answers (any status below 500) or `timeoutMs` passes. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

function launch(name: string, args: string[], env: NodeJS.ProcessEnv, quiet: boolean): Started {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return {
    name,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

export function startUpstreamProcess(options: {
  port: number;
  dbPath?: string;
  filesDir?: string;
  devOps?: boolean;
  quiet?: boolean;
}): Started {
  return launch(
    'upstream',
    [path.join(ROOT, 'upstream', 'server.ts')],
    {
      ...process.env,
      UPSTREAM_PORT: String(options.port),
      UPSTREAM_DEV_OPS: options.devOps === false ? '0' : (process.env.UPSTREAM_DEV_OPS ?? '1'),
      ...(options.dbPath ? { UPSTREAM_DB: options.dbPath } : {}),
      ...(options.filesDir ? { UPSTREAM_FILES: options.filesDir } : {}),
      ...(options.quiet ? { UPSTREAM_LOG: '0' } : {}),
    },
    options.quiet ?? false,
  );
}

export function startPortalProcess(options: {
  port: number;
  env?: Record<string, string | undefined>;
  quiet?: boolean;
  host?: string;
}): Started {
  const args = [NEXT_BIN, 'start', '-p', String(options.port)];
  // Never 127.0.0.1: Next rewrites it to localhost and next-intl's `/` rewrite then loops (stack-notes.md).
  if (options.host) args.push('-H', options.host);
  // As in the container image: the portal's own SIGTERM handling drains before exiting (lib/lifecycle/shutdown.ts).
  return launch('portal', args, { ...process.env, NEXT_MANUAL_SIG_HANDLE: 'true', ...options.env }, options.quiet ?? false);
}
