// Runs once when the server starts, in the Node.js runtime: validates the configuration, so a
// production container without SESSION_PASSWORD refuses to start instead of failing on the first
// request (DESIGN.md), and installs the graceful shutdown (lib/lifecycle/shutdown.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkEnvOrExit } = await import('./lib/env-check');
    checkEnvOrExit();
    const [{ getEnv }, { installGracefulShutdown }] = await Promise.all([
      import('./lib/env'),
      import('./lib/lifecycle/shutdown'),
    ]);
    installGracefulShutdown({ graceMs: getEnv().shutdownGraceMs });
  }
}
