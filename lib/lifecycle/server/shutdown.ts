import '@/lib/security/server-module';
import { subscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';

// Graceful shutdown: on SIGTERM readiness answers 503, requests in flight finish with `Connection: close`, then hooks run
// and the process exits (1 after SHUTDOWN_GRACE_MS). Next stands aside only when NEXT_MANUAL_SIG_HANDLE is set at start.
type ShutdownState = { draining: boolean; installed: boolean; hooks: Set<() => unknown> };
const STATE = Symbol.for('portal.lifecycle.shutdown');

function shutdownState(): ShutdownState {
  const holder = globalThis as typeof globalThis & { [STATE]?: ShutdownState };
  return (holder[STATE] ??= { draining: false, installed: false, hooks: new Set() });
}

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
    // One event-loop turn first, so `after()` work has started its upstream call before the Agent closes.
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
