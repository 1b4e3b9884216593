// The reference upstream's entry point: `node upstream/server.ts` (npm run upstream).
import { startUpstream } from './app.ts';
import { readUpstreamEnvironment } from './env.ts';

async function main(): Promise<void> {
  const environment = readUpstreamEnvironment(process.env);
  const upstream = await startUpstream(environment);
  // Scripts and test harnesses wait for exactly this line.
  console.log(`upstream listening on ${upstream.url}`);

  const shutDown = (signal: NodeJS.Signals): void => {
    console.log(`upstream stopping (${signal})`);
    upstream.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('upstream: error while stopping', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

main().catch((error: unknown) => {
  console.error(`upstream failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
