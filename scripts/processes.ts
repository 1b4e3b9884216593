// Starting and stopping the portal's processes: shared by `npm start`, `npm run bench` and the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
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
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
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

/** Appends everything `child` prints to `file` (stdout and stderr), as it arrives. */
export function captureOutput(child: ChildProcess, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'a');
  // Synchronous writes: a test run may end with SIGKILL, and every line written so far must be there.
  child.stdout?.on('data', (chunk: Buffer) => writeSync(fd, chunk));
  child.stderr?.on('data', (chunk: Buffer) => writeSync(fd, chunk));
}

function launch(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet: boolean,
  logFile?: string,
): Started {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (logFile) {
    captureOutput(child, logFile);
    if (!quiet) child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  }
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
  /** Also append everything the portal prints to this file (tests read their logs back). */
  logFile?: string;
}): Started {
  // As in the container image (KEEP_ALIVE_TIMEOUT, README "Container"): an idle keep-alive connection
  // stays open 65 s, not Node's 5 s, so a client reusing one is not reset by the server closing it.
  const keepAlive = options.env?.KEEP_ALIVE_TIMEOUT ?? process.env.KEEP_ALIVE_TIMEOUT ?? '65000';
  const args = [NEXT_BIN, 'start', '-p', String(options.port), '--keepAliveTimeout', keepAlive];
  // Never 127.0.0.1: Next rewrites it to localhost and next-intl's `/` rewrite then loops (stack-notes.md).
  if (options.host) args.push('-H', options.host);
  // As in the container image: the portal's own SIGTERM handling drains before exiting (lib/lifecycle/server/shutdown.ts).
  return launch(
    'portal',
    args,
    { ...process.env, NEXT_MANUAL_SIG_HANDLE: 'true', ...options.env },
    options.quiet ?? false,
    options.logFile,
  );
}

export const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * A throwaway Redis for tests (Debian's redis-server; `.ci/run` installs it): loopback only, on
 * the given port, nothing saved to disk. Resolves once it accepts connections.
 */
export async function startRedisServer(port: number): Promise<Started> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server (.ci/run does)`);
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const started: Started = {
    name: 'redis',
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
  const deadline = Date.now() + 20_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await started.stop();
      throw new Error(`redis-server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return started;
}

/** True when something on the port answers Redis's PING with +PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * For the measuring scripts (bench/): the reference upstream, seeded, with a database of its own in
 * a temporary folder, quiet, on a free loopback port, answering when this resolves.
 */
export async function startScratchUpstream(): Promise<{ url: string; process: Started }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const started = startUpstreamProcess({
    port,
    dbPath: path.join(dataDir, 'upstream.sqlite'),
    filesDir: path.join(dataDir, 'files'),
    quiet: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/n/menu/all`);
  return { url, process: started };
}

/** For the measuring scripts: a quiet portal on a free port in front of `upstreamUrl`, ready when this resolves. */
export async function startScratchPortal(
  upstreamUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; process: Started }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const started = startPortalProcess({
    port,
    host: 'localhost',
    quiet: true,
    env: {
      UPSTREAM_URL: upstreamUrl,
      SESSION_PASSWORD: randomBytes(32).toString('base64url'),
      PUBLIC_ORIGIN: url,
      ...env,
    },
  });
  await waitForUrl(`${url}/api/health/ready`);
  return { url, process: started };
}
