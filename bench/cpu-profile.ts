// `npm run profile`: where the CPU of one page goes. Starts the reference upstream, then the
// portal under Node's --cpu-prof twice: once loaded for PROFILE_SECONDS (default 10, 16
// connections) with requests that are rendered every time (no `Accept`), once as visitors' browsers
// ask (`Accept: text/html` and gzip: the visitor HTML cache, lib/cache/visitor-html.ts). For each it prints
// the CPU time per request during the load (start-up and warm-up left out) and the functions and
// packages with the most self time.
// PROFILE_PATH picks the page (default `/`, the home page in zh).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../scripts/ensure-build.ts';
import { startScratchPortal, startScratchUpstream } from '../scripts/processes.ts';

const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const pagePath = process.env.PROFILE_PATH ?? '/';

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

/** Who a function belongs to: a package, Next itself, Node, the portal, or V8's own work. */
function owner(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (/\.next\/server\/chunks\//.test(url)) return 'portal bundle (app, next-intl, react-dom server)';
  return 'other';
}

/** Self time per node, of the samples taken in the last `windowMicros` of the profile only. */
function summarise(profile: CpuProfile, requests: number, label: string, windowMicros: number): void {
  const byNode = new Map<number, number>();
  const from = profile.endTime - windowMicros;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at >= from) byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const owners = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of byNode) {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    busy += micros;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\.next\//, '.next/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + micros);
    const who = owner(url, functionName);
    owners.set(who, (owners.get(who) ?? 0) + micros);
  }
  const share = (micros: number) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
  console.log(`\n${label}: ${requests} requests, ${(busy / 1000 / requests).toFixed(2)} ms CPU per request`);
  console.log('  by owner:');
  for (const [who, micros] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`    ${share(micros)}  ${who}`);
  console.log('  top functions (self time):');
  for (const [key, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`    ${share(micros)}  ${key.slice(0, 110)}`);
}

ensureBuild();
const upstream = await startScratchUpstream();

try {
  for (const [label, headers] of [
    [`${pagePath} rendered per request`, { 'accept-language': 'zh-CN' }],
    [
      `${pagePath} for visitors (cached HTML, gzip)`,
      { 'accept-language': 'zh-CN', accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
    ],
  ] as const) {
    const profileDir = mkdtempSync(path.join(tmpdir(), 'portal-cpu-'));
    const { url: portal, process: started } = await startScratchPortal(upstream.url, {
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
    });
    for (let warm = 0; warm < 20; warm++)
      await fetch(`${portal}${pagePath}`, { headers }).then((r) => r.arrayBuffer());
    // Only the load counts, not the start-up (every route's modules load then) or the warm-up.
    const loadStarted = performance.now();
    const result = await autocannon({
      url: `${portal}${pagePath}`,
      headers,
      connections: 16,
      duration: seconds,
    });
    await started.stop();
    const windowMicros = (performance.now() - loadStarted) * 1000;
    // The `next start` parent and the server process each write one; the server's is the larger.
    const files = readdirSync(profileDir).map((file) => path.join(profileDir, file));
    const profiles = files
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile)
      .sort((a, b) => b.samples.length - a.samples.length);
    if (!profiles[0]) throw new Error(`no CPU profile written in ${profileDir}`);
    summarise(profiles[0], result.requests.total, label, windowMicros);
  }
} finally {
  await upstream.process.stop();
}
