import 'server-only';
import { EnvError, getEnv } from '@/lib/env/server/env';
import { logger } from '@/lib/observability/server/logger';

/** Called once at server start (instrumentation.ts): a bad configuration stops the process. */
export function checkEnvOrExit(): void {
  try {
    const env = getEnv();
    logger.info(
      {
        mode: env.demo ? 'demo' : 'upstream',
        upstream: env.upstreamUrl,
        publicOrigin: env.publicOrigin,
        sharedStore: env.redisUrl ? 'redis' : 'memory',
        metrics: env.metricsToken ? 'on' : 'off',
      },
      'portal starting',
    );
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
}
