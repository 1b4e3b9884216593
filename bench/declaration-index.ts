// The declaration index under load (part of `npm run bench`; alone: `node bench/declaration-index.ts`). A portal of its
// own with PORTAL_DEV_OPS=1 in front of the scratch upstream; first today's search page (the index filled from upstream,
// unfiltered, as a visitor), then for each size the index replaced by that many synthetic declarations
// (POST /api/dev/declaration-index: fill time and memory as the portal measures them) and, each for BENCH_SECONDS:
//   - the search page filtered and sorted (valid now, GWP up to 1,500, lowest GWP first, a keyword of four Chinese
//     characters: the FTS5 trigram path);
//   - the same with a two-character keyword (too short for trigrams: the scan path);
//   - the same search on the open API (`n/a` while it answers 404);
//   - the search page unfiltered (every facet counted over the whole index).
// Each first alone (one connection: the search's own time), then loaded (BENCH_CONNECTIONS). Last, the size at which the
// filtered page's p99 alone passes 100 ms: past it the index would move to a search engine of its own. The index is
// dropped at the end, so the portal refills it from upstream.
import { cpus, loadavg } from 'node:os';
import { ensureBuild } from '../scripts/ensure-build.ts';
import { startScratchPortal, startScratchUpstream } from '../scripts/processes.ts';
import { connections, load, seconds, type Figures } from './load.ts';

const SIZES = [1_000, 10_000, 100_000];
/** The p99 past which a search is no longer instant to a person. */
const P99_LIMIT_MS = 100;
/** Words of lib/epd/server/synthetic-declarations.ts (SYNTHETIC_KEYWORD, SYNTHETIC_SHORT_KEYWORD). */
const KEYWORD = '带肋钢筋';
const SHORT_KEYWORD = '钢筋';

type Fill = { size: number; fillMs: number; rssBeforeMb: number; rssAfterMb: number; heapUsedMb: number };
/** One search: alone (one connection: the search's own time) and loaded (BENCH_CONNECTIONS: throughput). */
type Measured = { alone: Figures; loaded: Figures };
type Row = { name: string; size: number | null; measured: Measured | null };

const filtered = (keyword: string) =>
  new URLSearchParams({ validity: 'valid', gwpMax: '1500', sort: 'gwp', keyword }).toString();

/** `text` padded to `width` columns, a CJK character taking two. */
function pad(text: string, width: number): string {
  const columns = [...text].reduce((sum, char) => sum + (/[\u2e80-\uffef]/.test(char) ? 2 : 1), 0);
  return text + ' '.repeat(Math.max(width - columns, 1));
}

async function fill(portal: string, count: number): Promise<Fill> {
  const answer = await fetch(`${portal}/api/dev/declaration-index`, {
    method: 'POST',
    headers: { origin: portal, 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  if (answer.status !== 200) throw new Error(`bench index: the dev operation answered ${answer.status}`);
  return (await answer.json()) as Fill;
}

/**
 * A few requests first (the route compiled, statements prepared, and what the last load left queued answered), then
 * alone and loaded; null when the address answers 404 (not built).
 */
async function measure(url: string, headers: Record<string, string>): Promise<Measured | null> {
  for (let i = 0; i < 3; i++) {
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    if (answer.status === 404) return null;
  }
  const alone = await load({ name: url, url, headers }, { connections: 1 });
  const loaded = await load({ name: url, url, headers });
  return { alone, loaded };
}

/**
 * The size from which `p99` stays past the limit: between the last size under it and the next (linear), or past the
 * largest size measured (extrapolated from the last two). A single slow run below it does not count as passing.
 */
export function sizeAtLimit(points: { size: number; p99: number }[]): string {
  const format = (size: number) => Math.round(size).toLocaleString('en');
  if (points.length === 0) return 'not measured';
  const last = points.findLastIndex((point) => point.p99 < P99_LIMIT_MS);
  if (last === -1) return `already at ${format(points[0]!.size)} (the smallest size measured)`;
  const [low, high] =
    last < points.length - 1 ? [points[last]!, points[last + 1]!] : [points[last - 1], points[last]!];
  if (!low || high.p99 <= low.p99) return `not reached by ${format(points.at(-1)!.size)}`;
  const size = low.size + ((P99_LIMIT_MS - low.p99) * (high.size - low.size)) / (high.p99 - low.p99);
  return last < points.length - 1
    ? `≈ ${format(size)} (interpolated)`
    : `≈ ${format(size)} (extrapolated past ${format(high.size)})`;
}

/** A request slower than the whole run is never answered within it: its p99 is the run's length at least. */
const p99Of = (figures: Figures) => (figures.completed > 0 ? figures.p99 : seconds * 1000);

function printRow({ name, size, measured }: Row): void {
  const alone = (figures: Figures) =>
    figures.completed === 0
      ? pad(`none in ${seconds} s`, 16)
      : pad(String(figures.p50), 8) + pad(String(figures.p99), 8);
  const loaded = (figures: Figures) =>
    figures.completed === 0
      ? pad(`none in ${seconds} s`, 25)
      : pad(figures.rps.toFixed(1), 9) + pad(String(figures.p50), 8) + pad(String(figures.p99), 8);
  const failures = (figures: Figures) => figures.errors + figures.non2xx;
  console.log(
    `  ${pad(name, 50)}${pad(size === null ? 'seed' : size.toLocaleString('en'), 9)}${
      measured
        ? `${alone(measured.alone)}${loaded(measured.loaded)}${failures(measured.alone) + failures(measured.loaded)}`
        : 'n/a (404)'
    }`,
  );
}

export async function benchDeclarationIndex(upstreamUrl: string): Promise<void> {
  const started = await startScratchPortal(upstreamUrl, {
    PORTAL_DEV_OPS: '1',
    // No refill from upstream may replace the synthetic index while it is measured.
    EPD_INDEX_REFRESH_SECONDS: '3600',
    // The open API's per-client limit at its most: the bench is one client, and measures the search, not the limit.
    OPEN_API_RATE_LIMIT: '100000',
  });
  const portal = started.url;
  const zh = { 'accept-language': 'zh-CN' };
  const loadAtStart = loadavg()[0]!;
  try {
    const rows: Row[] = [];
    const fills: Fill[] = [];
    rows.push({
      name: "today's search page, unfiltered",
      size: null,
      measured: await measure(`${portal}/epd/epdSearch`, zh),
    });
    for (const size of SIZES) {
      fills.push(await fill(portal, size));
      rows.push(
        {
          name: `page, filtered + sorted (${KEYWORD})`,
          size,
          measured: await measure(`${portal}/epd/epdSearch?${filtered(KEYWORD)}`, zh),
        },
        {
          name: `page, filtered + sorted (${SHORT_KEYWORD}: scan)`,
          size,
          measured: await measure(`${portal}/epd/epdSearch?${filtered(SHORT_KEYWORD)}`, zh),
        },
        {
          name: `open API, filtered + sorted (${KEYWORD})`,
          size,
          measured: await measure(`${portal}/api/open/v1/epds?${filtered(KEYWORD)}`, zh),
        },
        { name: 'page, unfiltered', size, measured: await measure(`${portal}/epd/epdSearch`, zh) },
      );
    }
    const dropped = await fetch(`${portal}/api/dev/declaration-index`, {
      method: 'DELETE',
      headers: { origin: portal },
    });
    const refilled = await fetch(`${portal}/epd/epdSearch`, { headers: zh });
    await refilled.arrayBuffer();

    console.log(
      `Declaration index (synthetic declarations; ${seconds} s alone and ${seconds} s loaded per row, ${cpus().length} CPU cores for everything, load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end):`,
    );
    console.log(`  ${pad('size', 10)}${pad('fill ms', 10)}${pad('RSS before → after MB', 24)}heap used MB`);
    for (const each of fills)
      console.log(
        `  ${pad(each.size.toLocaleString('en'), 10)}${pad(String(each.fillMs), 10)}${pad(`${each.rssBeforeMb} → ${each.rssAfterMb}`, 24)}${each.heapUsedMb}`,
      );
    console.log(`\n  ${pad('', 50)}${pad('', 9)}${pad('one at a time', 16)}${connections} at once`);
    console.log(
      `  ${pad('search', 50)}${pad('size', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}errors`,
    );
    for (const row of rows) printRow(row);
    const today = rows[0]?.measured;
    /** Where the p99 of the rows named `name` passes the limit (above `base` ms). */
    const at = (name: string, pick: (measured: Measured) => Figures, base = 0) =>
      sizeAtLimit(
        rows
          .filter((row) => row.size !== null && row.name === name)
          .map((row) => ({
            size: row.size!,
            p99: row.measured ? p99Of(pick(row.measured)) - base : Infinity,
          })),
      );
    const page = `page, filtered + sorted (${KEYWORD})`;
    const api = `open API, filtered + sorted (${KEYWORD})`;
    console.log(
      `\n  The filtered page's p99 one at a time passes ${P99_LIMIT_MS} ms at ${at(page, (m) => m.alone)} declarations: from there a search engine of its own would be needed.`,
    );
    if (today)
      console.log(
        `  The index's share of the page: that p99 passes today's page's (${p99Of(today.alone)} ms) by ${P99_LIMIT_MS} ms at ${at(page, (m) => m.alone, p99Of(today.alone))}.`,
      );
    if (rows.some((row) => row.name === api && row.measured))
      console.log(
        `  The open API's (the search with little around it) p99 one at a time passes ${P99_LIMIT_MS} ms at ${at(api, (m) => m.alone)}.`,
      );
    console.log(
      `  ${connections} at once, the filtered page's p99 passes ${P99_LIMIT_MS} ms at ${at(page, (m) => m.loaded)}.`,
    );
    console.log(
      `  Index dropped at the end: ${dropped.status}; the next search refilled it from upstream: ${refilled.status}.\n`,
    );
  } finally {
    await started.process.stop();
  }
}

if (import.meta.main) {
  ensureBuild();
  const upstream = await startScratchUpstream();
  try {
    await benchDeclarationIndex(upstream.url);
  } finally {
    await upstream.process.stop();
  }
}
