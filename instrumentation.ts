// Validates the configuration when the server starts, so a production container without
// SESSION_PASSWORD refuses to start instead of failing on the first request (DESIGN.md).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkEnvOrExit } = await import('./lib/env-check');
    checkEnvOrExit();
  }
}
