// `npm run bench`: builds and starts the portal and the reference upstream on free loopback ports
// (with a database of its own), then loads each target for a fixed time and prints requests per
// second and p50/p99 latency, with the portal's figures as ratios of the same call made directly
// to upstream. Bounded: BENCH_SECONDS (default 8) per target, BENCH_CONNECTIONS (default 16).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../scripts/ensure-build.ts';
import { freePort, startPortalProcess, startUpstreamProcess, waitForUrl } from '../scripts/processes.ts';

type Target = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The direct upstream call this one is compared with. */
  baseline?: string;
};
type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function load(target: Target): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const [portalPort, upstreamPort] = [await freePort(), await freePort()];
const portal = `http://localhost:${portalPort}`;
const upstream = `http://127.0.0.1:${upstreamPort}`;

const upstreamProcess = startUpstreamProcess({
  port: upstreamPort,
  dbPath: path.join(dataDir, 'upstream.sqlite'),
  filesDir: path.join(dataDir, 'files'),
  quiet: true,
});
await waitForUrl(`${upstream}/n/menu/all`);
const portalProcess = startPortalProcess({
  port: portalPort,
  host: 'localhost',
  quiet: true,
  env: { UPSTREAM_URL: upstream, SESSION_PASSWORD: randomBytes(32).toString('base64url'), PUBLIC_ORIGIN: portal },
});

try {
  await waitForUrl(`${portal}/api/health/ready`);
  const visit = JSON.stringify({ visitorId: randomUUID(), page: '/' });
  const json = { 'content-type': 'application/json' };
  const targets: Target[] = [
    { name: 'upstream GET /n/menu/all (direct)', url: `${upstream}/n/menu/all` },
    { name: 'upstream POST /n/pvuv/count (direct)', url: `${upstream}/n/pvuv/count`, method: 'POST', headers: json, body: visit },
    { name: 'upstream GET /n/epd/1 (direct)', url: `${upstream}/n/epd/1` },
    { name: 'upstream POST /p/epd/page (direct)', url: `${upstream}/p/epd/page`, method: 'POST', headers: json, body: JSON.stringify({ pageNum: 1, pageSize: 4 }) },
    { name: 'portal GET / (home page, zh)', url: `${portal}/`, headers: { 'accept-language': 'zh-CN' } },
    { name: 'portal GET /en (home page, en)', url: `${portal}/en`, headers: { 'accept-language': 'en' } },
    // The EPD search and the product page a QR code opens (issue 3 asks for their figures).
    { name: 'portal GET /epd/epdSearch (EPD search)', url: `${portal}/epd/epdSearch`, headers: { 'accept-language': 'zh-CN' }, baseline: 'upstream POST /p/epd/page (direct)' },
    { name: 'portal GET /app/epd/1 (product page)', url: `${portal}/app/epd/1`, headers: { 'accept-language': 'zh-CN' }, baseline: 'upstream GET /n/epd/1 (direct)' },
    {
      name: 'portal BFF GET /api/site/menu (cached)',
      url: `${portal}/api/site/menu`,
      baseline: 'upstream GET /n/menu/all (direct)',
    },
    {
      name: 'portal BFF POST /api/site/visits',
      url: `${portal}/api/site/visits`,
      method: 'POST',
      headers: { ...json, origin: portal },
      body: visit,
      baseline: 'upstream POST /n/pvuv/count (direct)',
    },
  ];

  // Warm up: the first requests compile routes and fill the data cache.
  for (const target of targets) {
    await fetch(target.url, { method: target.method, headers: target.headers, body: target.body }).then((r) => r.arrayBuffer());
  }

  console.log(`\nbench: ${seconds} s per target, ${connections} connections, ${process.platform} ${process.arch}, Node ${process.version}\n`);
  const results = new Map<string, Figures>();
  for (const target of targets) results.set(target.name, await load(target));

  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (value: number) => value.toFixed(value >= 100 ? 0 : 1);
  console.log(pad('target', 46) + pad('req/s', 10) + pad('p50 ms', 9) + pad('p99 ms', 9) + pad('errors', 8) + 'vs direct upstream');
  for (const target of targets) {
    const figures = results.get(target.name)!;
    const base = target.baseline ? results.get(target.baseline) : undefined;
    const ratio = base
      ? `${(figures.rps / base.rps).toFixed(2)}× req/s, ${(figures.p50 / Math.max(base.p50, 0.01)).toFixed(1)}× p50, ${(figures.p99 / Math.max(base.p99, 0.01)).toFixed(1)}× p99`
      : '';
    console.log(
      pad(target.name, 46) + pad(num(figures.rps), 10) + pad(num(figures.p50), 9) + pad(num(figures.p99), 9) + pad(String(figures.errors + figures.non2xx), 8) + ratio,
    );
  }
  console.log('');
} finally {
  await portalProcess.stop();
  await upstreamProcess.stop();
}
