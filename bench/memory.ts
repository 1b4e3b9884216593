// The portal's memory under large bodies (part of `npm run bench`; alone: `node bench/memory.ts`).
// A scratch portal and reference upstream on free loopback ports; the portal's resident memory is
// read from its metrics endpoint every 50 ms while, in turn:
//   - 20 uploads of a 19.5 MB PDF run at once, each streamed from here as a browser sends it; each
//     answer's file is then fetched back from the upstream and compared byte for byte;
//   - 20 bodies of 256 MB go at once to JSON endpoints (half with a Content-Length, half chunked);
//   - 20 bodies of 256 MB go at once to a page.
// Printed: idle and peak RSS per case, and how each request was answered. Bounded: 60 requests, a
// few minutes at most on two cores.
import { createHash, randomBytes } from 'node:crypto';
import { startScratchPortal, startScratchUpstream } from '../scripts/processes.ts';
import { streamBody, type StreamedAnswer } from '../scripts/stream-body.ts';

const MB = 1024 * 1024;
const ACCOUNT = '13800138000';
const CONCURRENT = 20;

async function residentMb(portal: string, token: string): Promise<number> {
  const text = await (
    await fetch(`${portal}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  return Number(/^portal_process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 'NaN') / MB;
}

/** Runs `work` while sampling the portal's RSS; the peak. */
async function peakWhile<T>(
  portal: string,
  token: string,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number }> {
  let peak = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await residentMb(portal, token).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const result = await work();
    peak = Math.max(peak, await residentMb(portal, token));
    return { result, peak };
  } finally {
    running = false;
    await sampler;
  }
}

const tally = (answers: StreamedAnswer[]) =>
  Object.entries(
    answers.reduce<Record<string, number>>(
      (counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

type Portal = { url: string; cookie: string; idle: number; metricsToken: string; stop(): Promise<void> };

/** A fresh portal for one case (resident memory seldom shrinks, so cases do not share one), signed in, warmed. */
async function freshPortal(upstreamUrl: string): Promise<Portal> {
  const metricsToken = randomBytes(24).toString('base64url');
  const started = await startScratchPortal(upstreamUrl, { PORTAL_DEV_OPS: '1', METRICS_TOKEN: metricsToken });
  const origin = started.url;
  const login = await fetch(`${origin}/api/dev/session`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ account: ACCOUNT }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (login.status !== 200 || !cookie) throw new Error(`bench memory: no session (${login.status})`);
  await fetch(`${origin}/news`).then((answer) => answer.arrayBuffer());
  await fetch(`${origin}/api/feedback`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: '{}',
  });
  return {
    url: origin,
    cookie,
    metricsToken,
    idle: await residentMb(origin, metricsToken),
    stop: () => started.process.stop(),
  };
}

/** Runs one case on a fresh portal: its idle and peak resident memory, and the answers. */
async function runCase(upstreamUrl: string, work: (portal: Portal) => Promise<StreamedAnswer[]>) {
  const portal = await freshPortal(upstreamUrl);
  try {
    const { result, peak } = await peakWhile(portal.url, portal.metricsToken, () => work(portal));
    return { answers: result, peak, idle: portal.idle };
  } finally {
    await portal.stop();
  }
}

export async function benchMemory(): Promise<void> {
  const upstream = await startScratchUpstream();
  try {
    const boundary = `bench${randomBytes(8).toString('hex')}`;
    const fileSize = Math.round(19.5 * MB);
    const partHead = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="businessType"\r\n\r\nLCA\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lca-report.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const partTail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
    const uploads = await runCase(upstream.url, ({ url, cookie }) =>
      Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          streamBody(`${url}/api/uploads/pdfReport`, {
            headers: {
              origin: url,
              cookie,
              'sec-fetch-site': 'same-origin',
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            head: partHead,
            tail: partTail,
            total: partHead.length + fileSize + partTail.length,
            declareLength: true,
          }),
        ),
      ),
    );
    // Each stored file, fetched back from the upstream with a token of the same user: the bytes sent?
    const expected = createHash('sha256')
      .update(
        Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(fileSize, 0x20), Buffer.from('\n%%EOF\n')]),
      )
      .digest('hex');
    const upstreamLogin = (await (
      await fetch(`${upstream.url}/__dev/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: ACCOUNT }),
      })
    ).json()) as { data: { tokenVO: { token: string } } };
    let identical = 0;
    for (const answer of uploads.answers) {
      const id = answer.status === 200 ? (JSON.parse(answer.body) as { data: { id: string } }).data.id : null;
      if (!id) continue;
      const stored = await fetch(`${upstream.url}/p/attachment/download/${id}`, {
        headers: { authorization: upstreamLogin.data.tokenVO.token },
      });
      if (
        createHash('sha256')
          .update(Buffer.from(await stored.arrayBuffer()))
          .digest('hex') === expected
      )
        identical += 1;
    }

    const junk = await runCase(upstream.url, ({ url }) =>
      Promise.all(
        Array.from({ length: CONCURRENT }, (_, index) =>
          streamBody(`${url}${index % 2 ? '/api/feedback' : '/api/auth/login/sms'}`, {
            headers: { origin: url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
            total: 256 * MB,
            declareLength: index % 4 < 2,
          }),
        ),
      ),
    );
    const pages = await runCase(upstream.url, ({ url }) =>
      Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          streamBody(`${url}/news`, {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            total: 256 * MB,
            declareLength: false,
          }),
        ),
      ),
    );

    const row = (name: string, figures: { peak: number; idle: number }, answers: string) =>
      `  ${name.padEnd(46)}idle ${figures.idle.toFixed(0).padStart(4)} MB  peak ${figures.peak.toFixed(0).padStart(5)} MB  ${(figures.peak / figures.idle).toFixed(2)}× idle   ${answers}`;
    console.log(
      "Memory (the portal's resident set, sampled every 50 ms; a fresh portal per case, idle after warming):",
    );
    console.log(
      row(
        `${CONCURRENT} uploads of ${(fileSize / MB).toFixed(1)} MB at once`,
        uploads,
        `${tally(uploads.answers)}; ${identical} byte-identical upstream`,
      ),
    );
    console.log(row(`${CONCURRENT} bodies of 256 MB at once to JSON endpoints`, junk, tally(junk.answers)));
    console.log(row(`${CONCURRENT} bodies of 256 MB at once to a page`, pages, tally(pages.answers)));
    console.log('');
  } finally {
    await upstream.process.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
