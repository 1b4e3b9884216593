// Runs once when the server starts, in the Node.js runtime: validates the configuration, so a
// production container without SESSION_PASSWORD refuses to start instead of failing on the first
// request (DESIGN.md); installs the graceful shutdown (lib/lifecycle/server/shutdown.ts); starts the request
// metrics and access log, takes a directly connected client's address from its socket rather than
// its own X-Forwarded-For (lib/security/server/forwarded-for.ts), hands the shared data cache to Next's cache handler and gives the shared
// Redis (REDIS_URL) a moment to connect.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkEnvOrExit } = await import('./lib/lifecycle/server/env-check');
    checkEnvOrExit();
    const [{ getEnv }, { installGracefulShutdown }] = await Promise.all([
      import('./lib/env/server/env'),
      import('./lib/lifecycle/server/shutdown'),
    ]);
    installGracefulShutdown({ graceMs: getEnv().shutdownGraceMs });
    const { installHttpObserver } = await import('./lib/observability/server/http-observer');
    installHttpObserver();
    const { installForwardedForFromPeer } = await import('./lib/security/server/forwarded-for');
    installForwardedForFromPeer(getEnv().trustedProxyHops);
    const { registerSharedDataCache } = await import('./lib/cache/server/shared-data-cache');
    registerSharedDataCache();
    const { waitForSharedRedis } = await import('./lib/redis/server/shared-redis');
    await waitForSharedRedis(3_000);
  }
}

// Errors Next catches while rendering or handling a request, as one structured line each.
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string },
  context: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logger } = await import('./lib/observability/server/logger');
    const digest =
      typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
    logger.error(
      {
        component: 'next',
        err: error,
        digest,
        method: request.method,
        path: request.path.split('?')[0],
        route: context.routePath,
        routeType: context.routeType,
      },
      'request failed',
    );
  }
}
