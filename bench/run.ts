// `npm run bench`: builds and starts the portal and the reference upstream on free loopback ports
// (with a database of its own), and beside them the bare Next app of ../shared/floor (the
// framework's floor: same Next, React and Node), then loads each target for a fixed time and prints
// requests per second and p50/p99 latency. Each public page is given as a ratio of the floor's
// per-request page (`/dynamic`: rendered per request with one uncached upstream call), each BFF
// call as a ratio of the floor's bare undici proxy and of the same call made directly to upstream,
// with each page's first-load JS, inline client messages and HTML (gzip). Bounded: BENCH_SECONDS
// (default 8) per target, BENCH_CONNECTIONS (default 16). FLOOR_DIR points at another floor
// checkout; without one the floor's columns are left out. The floor is built a second time with
// Next's nonce CSP as its proxy (bench/floor-csp-proxy.ts), and the run ends with each page's ratio
// against that one too: what the portal costs beyond the CSP DESIGN.md requires. Then, where Debian's redis-server is
// installed, the EPD search on one instance and on two instances sharing one Redis behind a small
// round-robin load balancer (README "Running many instances"). Before that, the declaration index filled with 1,000,
// 10,000 and 100,000 synthetic declarations and searched (bench/declaration-index.ts). Last, the portal's memory under
// large bodies: concurrent uploads and junk bodies (bench/memory.ts).
// A ratio is taken against its baseline loaded just before the target (a pair), not against one
// run of the baseline at the start: this machine's speed drifts over a run, and the floor's page
// made 334–425 req/s across one day's runs. A baseline's own row gives the median of its runs.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { FLOOR_BUILD, FLOOR_CSP_BUILD, FLOOR_CSP_PROXY, prepareFloor, startFloor } from './floor.ts';
import { ensureBuild } from '../scripts/ensure-build.ts';
import { benchDeclarationIndex } from './declaration-index.ts';
import { connections, load, seconds, type Figures, type Target } from './load.ts';
import { benchMemory } from './memory.ts';
import { pageWeight } from '../scripts/page-weight.ts';
import { startLoadBalancer } from '../scripts/load-balancer.ts';
import {
  freePort,
  REDIS_SERVER,
  startPortalProcess,
  startRedisServer,
  startScratchPortal,
  startScratchUpstream,
  waitForUrl,
  type Started,
} from '../scripts/processes.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A baseline loaded several times: the median of each figure, and every failure counted. */
function medianFigures(runs: Figures[]): Figures {
  const sum = (pick: (figures: Figures) => number) =>
    runs.reduce((total, figures) => total + pick(figures), 0);
  return {
    rps: median(runs.map((figures) => figures.rps)),
    p50: median(runs.map((figures) => figures.p50)),
    p99: median(runs.map((figures) => figures.p99)),
    errors: sum((figures) => figures.errors),
    non2xx: sum((figures) => figures.non2xx),
    completed: sum((figures) => figures.completed),
  };
}

const range = (runs: Figures[]) =>
  `${Math.round(Math.min(...runs.map((figures) => figures.rps)))}–${Math.round(Math.max(...runs.map((figures) => figures.rps)))}`;

/**
 * Two portal instances with one `REDIS_URL` and one `SESSION_PASSWORD` (as in production) behind a
 * round-robin balancer, against one of them alone: the same page, the same machine, so on a small
 * machine the figure says what a second instance costs as much as what it adds.
 */
async function benchManyInstances(upstreamUrl: string): Promise<void> {
  const started: Started[] = [];
  let balancer: Awaited<ReturnType<typeof startLoadBalancer>> | undefined;
  try {
    const redisPort = await freePort();
    started.push(await startRedisServer(redisPort));
    const sessionPassword = randomBytes(32).toString('base64url');
    const instances: string[] = [];
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const env = {
        UPSTREAM_URL: upstreamUrl,
        SESSION_PASSWORD: sessionPassword,
        PUBLIC_ORIGIN: url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      };
      started.push(startPortalProcess({ port, host: 'localhost', quiet: true, env }));
      instances.push(url);
    }
    for (const url of instances) await waitForUrl(`${url}/api/health/ready`);
    balancer = await startLoadBalancer(instances);
    const search = (base: string, name: string): Target => ({
      name,
      url: `${base}/epd/epdSearch`,
      headers: { 'accept-language': 'zh-CN' },
    });
    const one = search(instances[0]!, 'EPD search, one instance (Redis)');
    const two = search(balancer.url, 'EPD search, two instances behind a balancer');
    for (const target of [one, two, two])
      await fetch(target.url, { headers: target.headers }).then((r) => r.arrayBuffer());
    const alone = await load(one);
    const both = await load(two);
    console.log(
      `Many instances (${seconds} s each, ${connections} connections, one Redis, ${cpus().length} CPU cores for everything):`,
    );
    for (const [name, figures] of [
      [one.name, alone],
      [two.name, both],
    ] as const) {
      console.log(
        `  ${name.padEnd(46)}${figures.rps.toFixed(1).padEnd(9)}req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors + figures.non2xx}`,
      );
    }
    console.log(`  two / one: ${(both.rps / alone.rps).toFixed(2)}× req/s\n`);
  } finally {
    await balancer?.close();
    for (const child of started.reverse()) await child.stop();
  }
}

ensureBuild();
const floorDir = prepareFloor(FLOOR_BUILD);
const floorCspDir = floorDir ? prepareFloor(FLOOR_CSP_BUILD, FLOOR_CSP_PROXY) : null;
const upstreamStarted = await startScratchUpstream();
const upstream = upstreamStarted.url;
const portalStarted = await startScratchPortal(upstream);
const portal = portalStarted.url;

const floorStarted = floorDir ? await startFloor(floorDir) : null;
const floorCspStarted = floorCspDir ? await startFloor(floorCspDir, 'floor with CSP') : null;
const floor = floorStarted?.url;
const floorCsp = floorCspStarted?.url;
const floorProcesses = [...(floorStarted?.processes ?? []), ...(floorCspStarted?.processes ?? [])];

try {
  const visit = JSON.stringify({ visitorId: randomUUID(), page: '/' });
  const json = { 'content-type': 'application/json' };
  const zh = { 'accept-language': 'zh-CN' };
  const FLOOR_PAGE = 'floor GET /dynamic (per request, uncached fetch)';
  const FLOOR_PROXY = 'floor GET /api/proxy (bare undici proxy)';
  const FLOOR_PAGE_BROWSER = 'floor GET /dynamic (asked as a browser asks, gzip)';
  const FLOOR_CSP_PAGE = "floor + Next's nonce CSP GET /dynamic";
  const pageBaseline = floorDir ? FLOOR_PAGE : undefined;
  // What Chromium sends with a document request: the visitor rows and their baseline are compressed.
  const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
  const targets: Target[] = [
    ...(floorDir
      ? [
          { name: FLOOR_PAGE, url: `${floor}/dynamic?q=bench`, page: true },
          { name: FLOOR_PAGE_BROWSER, url: `${floor}/dynamic?q=bench`, headers: browser },
          { name: FLOOR_PROXY, url: `${floor}/api/proxy` },
        ]
      : []),
    // What DESIGN.md's per-request CSP nonce costs a bare page by itself (bench/floor-csp-proxy.ts).
    ...(floorCspDir
      ? [{ name: FLOOR_CSP_PAGE, url: `${floorCsp}/dynamic?q=bench`, baseline: FLOOR_PAGE }]
      : []),
    { name: 'upstream GET /n/menu/all (direct)', url: `${upstream}/n/menu/all` },
    {
      name: 'upstream POST /n/pvuv/count (direct)',
      url: `${upstream}/n/pvuv/count`,
      method: 'POST',
      headers: json,
      body: visit,
    },
    {
      name: 'portal GET / (home page, zh)',
      url: `${portal}/`,
      headers: zh,
      baseline: pageBaseline,
      page: true,
    },
    {
      name: 'portal GET /en (home page, en)',
      url: `${portal}/en`,
      headers: { 'accept-language': 'en' },
      baseline: pageBaseline,
      page: true,
    },
    {
      name: 'portal GET /epd/epdSearch (EPD search)',
      url: `${portal}/epd/epdSearch`,
      headers: zh,
      baseline: pageBaseline,
      page: true,
    },
    { name: 'portal GET /news', url: `${portal}/news`, headers: zh, baseline: pageBaseline, page: true },
    {
      name: 'portal GET /NoticeInformationPage',
      url: `${portal}/NoticeInformationPage`,
      headers: zh,
      baseline: pageBaseline,
      page: true,
    },
    {
      name: 'portal GET /pcr/pcrSearch',
      url: `${portal}/pcr/pcrSearch`,
      headers: zh,
      baseline: pageBaseline,
      page: true,
    },
    {
      name: 'portal GET /resources',
      url: `${portal}/resources`,
      headers: zh,
      baseline: pageBaseline,
      page: true,
    },
    {
      name: 'portal GET /app/epd/1 (product page)',
      url: `${portal}/app/epd/1`,
      headers: zh,
      baseline: pageBaseline,
      page: true,
    },
    // The same pages asked for as a browser's address bar does (`Accept: text/html`, gzip, no
    // cookie): answered from the visitor HTML cache (lib/cache/visitor-html.ts), compressed when
    // stored. The rows above ask without either and are rendered every time: the cost of a page itself.
    ...[
      ['/', 'home page, zh'],
      ['/epd/epdSearch', 'EPD search'],
      ['/news', 'news'],
      ['/app/epd/1', 'product page'],
    ].map(([pathname, what]) => ({
      name: `visitor GET ${pathname} (${what}, cached)`,
      url: `${portal}${pathname}`,
      headers: { ...zh, ...browser },
      baseline: floorDir ? FLOOR_PAGE_BROWSER : undefined,
    })),
    {
      name: 'portal BFF GET /api/site/menu (cached)',
      url: `${portal}/api/site/menu`,
      baseline: floorDir ? FLOOR_PROXY : 'upstream GET /n/menu/all (direct)',
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
    await fetch(target.url, { method: target.method, headers: target.headers, body: target.body }).then((r) =>
      r.arrayBuffer(),
    );
  }

  const weights = new Map<string, Awaited<ReturnType<typeof pageWeight>>>();
  for (const target of targets)
    if (target.page) weights.set(target.name, await pageWeight(target.url, target.headers));

  console.log(
    `\nbench: ${seconds} s per target, ${connections} connections, ${process.platform} ${process.arch}, Node ${process.version}\n`,
  );
  const byName = new Map(targets.map((target) => [target.name, target]));
  const results = new Map<string, Figures>();
  const runsOf = new Map<string, Figures[]>();
  const pairedBase = new Map<string, Figures>();
  const measure = async (target: Target) => {
    const figures = await load(target);
    runsOf.set(target.name, [...(runsOf.get(target.name) ?? []), figures]);
    return figures;
  };
  // A baseline is loaded only in its pairs: a run of it on its own would be compared with nothing.
  const baselines = new Set(targets.map((target) => target.baseline));
  for (const target of targets) {
    if (baselines.has(target.name)) continue;
    const baseline = target.baseline ? byName.get(target.baseline) : undefined;
    if (baseline) pairedBase.set(target.name, await measure(baseline));
    await measure(target);
  }
  for (const [name, runs] of runsOf) results.set(name, runs.length > 1 ? medianFigures(runs) : runs[0]!);

  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (value: number) => value.toFixed(value >= 100 ? 0 : 1);
  const kib = (bytes: number | undefined) => (bytes === undefined ? '' : (bytes / 1024).toFixed(1));
  console.log(
    pad('target', 56) +
      pad('req/s', 9) +
      pad('p50 ms', 8) +
      pad('p99 ms', 8) +
      pad('errors', 7) +
      pad('JS KiB', 8) +
      pad('msgs KiB', 9) +
      pad('HTML KiB', 9) +
      'ratio to baseline (req/s, p50, p99)',
  );
  for (const target of targets) {
    const figures = results.get(target.name)!;
    const base = pairedBase.get(target.name);
    const weight = weights.get(target.name);
    const ratio = base
      ? `${(figures.rps / base.rps).toFixed(2)}×, ${(figures.p50 / Math.max(base.p50, 0.01)).toFixed(2)}×, ${(figures.p99 / Math.max(base.p99, 0.01)).toFixed(2)}× of ${target.baseline!.split(' (')[0]}`
      : '';
    const runs = runsOf.get(target.name)!;
    const name = runs.length > 1 ? `${target.name} ×${runs.length}` : target.name;
    console.log(
      pad(name, 56) +
        pad(num(figures.rps), 9) +
        pad(num(figures.p50), 8) +
        pad(num(figures.p99), 8) +
        pad(String(figures.errors + figures.non2xx), 7) +
        pad(kib(weight?.firstLoadJsGzip), 8) +
        pad(weight ? kib(weight.messagesGzip) : '', 9) +
        pad(kib(weight?.htmlGzip), 9) +
        ratio,
    );
  }
  console.log(
    '\nJS: first-load scripts the HTML references (gzip); msgs: client messages inline in the RSC payload (gzip); HTML: the page (gzip).',
  );
  const repeated = [...runsOf]
    .filter(([, runs]) => runs.length > 1)
    .map(([name, runs]) => `${name} ${range(runs)}`);
  console.log(
    'Ratios: to the baseline loaded just before each target. ×N: a baseline loaded N times, the median of each figure.',
  );
  if (repeated.length) console.log(`Their req/s ranged: ${repeated.join('; ')}.`);
  // The portal's pages against the floor with the CSP: each one's ratio to the bare floor, divided by the CSP floor's.
  const cspFloor = results.get(FLOOR_CSP_PAGE);
  const cspPairedWith = pairedBase.get(FLOOR_CSP_PAGE);
  if (cspFloor && cspPairedWith) {
    const share = cspFloor.rps / cspPairedWith.rps;
    const pages = targets
      .filter((target) => target.baseline === FLOOR_PAGE && target.name.startsWith('portal '))
      .map(
        (target) =>
          `${target.name.replace(/^portal GET /, '')} ${(results.get(target.name)!.rps / pairedBase.get(target.name)!.rps / share).toFixed(2)}×`,
      );
    console.log(
      `Next's nonce CSP alone (DESIGN.md: a fresh nonce on every page) takes the bare floor to ${share.toFixed(2)}× its req/s. Against that floor: ${pages.join('; ')}.`,
    );
  }
  console.log('');
  await benchDeclarationIndex(upstream);
  if (existsSync(REDIS_SERVER)) await benchManyInstances(upstream);
  await benchMemory();
} finally {
  for (const started of floorProcesses) await started.stop();
  await portalStarted.process.stop();
  await upstreamStarted.process.stop();
}
