import '@/lib/security/server-module';
import { subscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';

/**
 * Graceful shutdown for a container behind a load balancer. On SIGTERM (or SIGINT):
 * `/api/health/ready` answers 503 at once so the balancer stops sending traffic; the server keeps
 * answering (with `Connection: close`) while requests are in flight; when none is left it stops
 * listening, runs the shutdown hooks (the upstream client closes its undici Agent) and exits 0.
 * After `SHUTDOWN_GRACE_MS` it exits 1 whatever is still running.
 *
 * Next 16's own server (`next start` and the standalone `server.js`, both through
 * next/dist/server/lib/start-server.js) handles SIGTERM by closing its listener at once, waiting
 * for open connections, then exiting 143; it stands aside only when NEXT_MANUAL_SIG_HANDLE is set
 * when the process starts (it reads it before instrumentation runs). The image and
 * scripts/processes.ts set it; without it this module leaves shutdown to Next.
 *
 * The request count comes from Node's documented `http.server.request.start` diagnostics
 * channel, which also hands over the server to close: Next does not expose its server to the app.
 * The state lives on globalThis because instrumentation and the route handlers are separate bundles.
 */
type ShutdownState = { draining: boolean; installed: boolean; hooks: Set<() => unknown> };
const STATE = Symbol.for('portal.lifecycle.shutdown');

function shutdownState(): ShutdownState {
  const holder = globalThis as typeof globalThis & { [STATE]?: ShutdownState };
  return (holder[STATE] ??= { draining: false, installed: false, hooks: new Set() });
}

/** True from the shutdown signal on: the readiness probe answers 503. */
export function isShuttingDown(): boolean {
  return shutdownState().draining;
}

/** Runs `hook` once no request is in flight, before the process exits (bounded by the grace time). */
export function onShutdown(hook: () => unknown): void {
  shutdownState().hooks.add(hook);
}

export function installGracefulShutdown(options: { graceMs: number }): void {
  const state = shutdownState();
  if (state.installed) return;
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    console.log(
      'shutdown: NEXT_MANUAL_SIG_HANDLE is not set, so Next handles SIGTERM itself (no readiness drain)',
    );
    return;
  }
  state.installed = true;

  const servers = new Set<Server>();
  const running = new Set<ServerResponse>();
  let finishing = false;

  subscribe('http.server.request.start', (message) => {
    const { response, server } = message as { response: ServerResponse; server: Server };
    servers.add(server);
    running.add(response);
    // Once draining, keep-alive connections end with their answer, so clients reconnect elsewhere.
    if (state.draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      running.delete(response);
      finishIfIdle();
    });
  });

  // Synchronous from the last request's end to the listener's close: no request can slip between.
  function finishIfIdle(): void {
    if (!state.draining || finishing || running.size > 0) return;
    finishing = true;
    for (const server of servers) {
      server.close();
      server.closeIdleConnections();
    }
    void runHooksAndExit(0);
  }

  let deadline = 0;
  async function runHooksAndExit(code: number): Promise<void> {
    // One turn of the event loop first: `after()` work (visit records) starts its upstream call
    // once the response has closed, and the Agent's close() then waits for it rather than refusing it.
    await new Promise((resolve) => setImmediate(resolve));
    const left = Math.max(deadline - Date.now(), 0);
    const hooks = Promise.allSettled([...state.hooks].map(async (hook) => hook()));
    await Promise.race([hooks, new Promise((resolve) => setTimeout(resolve, left))]);
    console.log(
      code === 0
        ? 'shutdown: done'
        : `shutdown: ${running.size} request(s) cut off after ${options.graceMs} ms`,
    );
    process.exit(code);
  }

  function begin(signal: NodeJS.Signals): void {
    // Ctrl-C reaches both `npm start` and the portal, which then also gets the launcher's SIGTERM.
    if (state.draining) return;
    state.draining = true;
    deadline = Date.now() + options.graceMs;
    console.log(
      `shutdown: ${signal}, readiness now 503, ${running.size} request(s) in flight (at most ${options.graceMs} ms)`,
    );
    for (const response of running) if (!response.headersSent) response.setHeader('connection', 'close');
    setTimeout(() => {
      if (finishing) return;
      finishing = true;
      for (const server of servers) {
        server.close();
        server.closeAllConnections();
      }
      void runHooksAndExit(1);
    }, options.graceMs).unref();
    finishIfIdle();
  }

  process.on('SIGTERM', begin);
  process.on('SIGINT', begin);
}
