// `npm start`: builds the portal if needed, then serves it. In demo mode (UPSTREAM_URL unset) it
// first starts the reference upstream, seeded, with its /__dev/ operations on (DESIGN.md).
import { ensureBuild } from './ensure-build.ts';
import { startPortalProcess, startUpstreamProcess, waitForUrl, type Started } from './processes.ts';

const demo = !process.env.UPSTREAM_URL;
const port = Number(process.env.PORT ?? 3000);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 4010);

ensureBuild();

const started: Started[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  stopping = true;
  await Promise.all(started.map((process) => process.stop()));
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

if (demo) {
  const upstream = startUpstreamProcess({ port: upstreamPort });
  started.push(upstream);
  upstream.child.on('exit', (code) => !stopping && void stopAll(code ?? 1));
  await waitForUrl(`http://127.0.0.1:${upstreamPort}/n/menu/all`);
}

const portal = startPortalProcess({ port, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
started.push(portal);
portal.child.on('exit', (code) => !stopping && void stopAll(code ?? 1));
await waitForUrl(`http://localhost:${port}/api/health/live`);
console.log(
  `\nPortal ready: http://localhost:${port} (中文) and http://localhost:${port}/en (English)` +
    (demo ? `\nDemo mode: reference upstream at http://127.0.0.1:${upstreamPort} with seeded data` : ''),
);
