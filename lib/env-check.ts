import 'server-only';
import { EnvError, getEnv } from './env';

/** Called once at server start (instrumentation.ts): a bad configuration stops the process. */
export function checkEnvOrExit(): void {
  try {
    const env = getEnv();
    console.log(
      `portal: ${env.demo ? 'demo mode, reference upstream' : 'upstream'} at ${env.upstreamUrl}, public origin ${env.publicOrigin}`,
    );
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
