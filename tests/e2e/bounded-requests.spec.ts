import { readFileSync } from 'node:fs';
import { streamBody } from '../../scripts/stream-body.ts';
import { expect, test } from './support/fixtures';

/**
 * No request can hold the portal's memory (lib/bff/server/read-body.ts): a body is read only as far as
 * its endpoint's limit, an upload is checked as its bytes arrive and refused while the rest is
 * still on its way, and every write has a limit answered 429 with Retry-After. Sent from here with
 * Node's http client, which writes a body as it is made, as a script would.
 */
const MB = 1024 * 1024;
type Words = { errors: { bff: Record<string, string> } };
const [zh, en] = (['zh', 'en'] as const).map(
  (lang) => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as Words,
) as [Words, Words];
const portal = () => process.env.E2E_PORTAL_URL!;

/** Streams a body to the portal as a script would (scripts/stream-body.ts). */
const stream = (path: string, options: Parameters<typeof streamBody>[1]) =>
  streamBody(new URL(path, portal()).href, options);

async function residentBytes(): Promise<number> {
  const text = await (
    await fetch(new URL('/api/metrics', portal()), {
      headers: { authorization: `Bearer ${process.env.E2E_METRICS_TOKEN}` },
    })
  ).text();
  return Number(/^portal_process_resident_memory_bytes (\d+)/m.exec(text)?.[1]);
}

test.describe('bodies within their limits', () => {
  // An unbounded reader holds every byte of the 256 MB it is sent (the portal grew by more than a
  // gigabyte under a few such bodies); a bounded one by a few MB while it answers.
  const GROWTH_ALLOWED = 32 * MB;

  test('256 MB sent to a JSON endpoint are refused as they arrive, and the portal does not grow (zh)', async () => {
    const before = await residentBytes();
    expect(before).toBeGreaterThan(0);
    const headers = {
      origin: portal(),
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-portal-locale': 'zh',
    };

    const chunked = await stream('/api/feedback', { headers, total: 256 * MB, declareLength: false });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({
      ok: false,
      error: { code: 'BODY_TOO_LARGE', message: zh.errors.bff.BODY_TOO_LARGE },
    });
    expect(chunked.sentBytes, 'answered while most of the body was still to come').toBeLessThan(64 * MB);

    const declared = await stream('/api/auth/login/sms', { headers, total: 256 * MB, declareLength: true });
    expect(declared.status).toBe(413);
    expect(declared.sentBytes, 'refused from its Content-Length').toBeLessThan(64 * MB);

    const after = await residentBytes();
    expect(
      after - before,
      `resident memory grew from ${(before / MB).toFixed(0)} to ${(after / MB).toFixed(0)} MB`,
    ).toBeLessThan(GROWTH_ALLOWED);
  });

  test('a page takes no body: 256 MB posted to one are answered 204 and not kept (en)', async () => {
    // The portal has no server actions (proxy.ts); Next's copy of the body for the proxy is bounded
    // (next.config.mjs), the rest is read and dropped. `npm run bench` prints the memory it costs.
    const answer = await stream('/en/news', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      total: 256 * MB,
      declareLength: false,
    });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
  });

  test('an upload whose first bytes are not a PDF is refused before its last byte is sent (en)', async ({
    request,
  }) => {
    const origin = portal();
    const login = await request.post('/api/dev/session', {
      data: { account: '13800138000' },
      headers: { origin },
    });
    expect(login.status()).toBe(200);
    const cookie = (await request.storageState()).cookies
      .map((item) => `${item.name}=${item.value}`)
      .join('; ');

    const boundary = 'portalTestBoundary';
    const png = Buffer.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...Array.from({ length: 56 }, () => 0),
    ]);
    const head = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="businessType"\r\n\r\nLCA\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lca-report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      png,
    ]);
    const total = 19 * MB;
    const answer = await stream('/api/uploads/pdfReport', {
      headers: {
        origin,
        cookie,
        'sec-fetch-site': 'same-origin',
        'x-portal-locale': 'en',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      total,
      declareLength: true,
      head,
      holdAfterHead: true,
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body).error).toEqual({
      code: 'UPLOAD_PDFONLY',
      message: en.errors.bff.UPLOAD_PDFONLY,
    });
    expect(answer.sentBytes, 'only the first bytes had been sent').toBe(head.length);
  });
});

test.describe('write limits', () => {
  test('feedback from one address past its limit is answered 429 with Retry-After, in the sender’s language (en)', async ({
    request,
  }) => {
    const origin = portal();
    // One address of its own (a loopback peer is a proxy whose X-Forwarded-For is kept), so no other test shares the count.
    const headers = { origin, 'x-forwarded-for': '203.0.113.71', 'x-portal-locale': 'en' };
    const answers: number[] = [];
    for (let sent = 0; sent < 20; sent += 1)
      answers.push((await request.post('/api/feedback', { data: {}, headers })).status());
    expect(
      answers.every((status) => status === 400),
      `the first 20 are judged on what they hold: ${answers.join(', ')}`,
    ).toBe(true);
    const refused = await request.post('/api/feedback', { data: {}, headers });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await refused.json()).error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: en.errors.bff.TOO_MANY_REQUESTS,
    });
  });
});
