import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * streamUpstreamFile (lib/bff/stream-file.ts) against a scripted upstream: a file is shown inline
 * only when it is a PDF or a picture; whatever else the platform says a file is (an uploader's
 * claimed text/html or SVG) is sent as an attachment, so it never renders on the portal's origin.
 */
let server: Server;
const files: Record<string, { type: string; disposition: string }> = {
  '/pdf': { type: 'application/pdf', disposition: "inline; filename*=UTF-8''report.pdf" },
  '/png': { type: 'image/png', disposition: 'inline' },
  '/html': { type: 'text/html; charset=utf-8', disposition: "inline; filename*=UTF-8''page.html" },
  '/svg': { type: 'image/svg+xml', disposition: 'inline' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404, file ? { 'content-type': file.type, 'content-disposition': file.disposition } : {});
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function disposition(path: string, asked: 'inline' | 'attachment' | undefined): Promise<string | null> {
  const { streamUpstreamFile } = await import('@/lib/bff/stream-file');
  const response = await streamUpstreamFile({ path, locale: 'zh', signal: new AbortController().signal, disposition: asked });
  await response.arrayBuffer();
  return response.headers.get('content-disposition');
}

describe('streamUpstreamFile', () => {
  it('shows a PDF or a picture inline when asked', async () => {
    expect(await disposition('/pdf', 'inline')).toBe("inline; filename*=UTF-8''report.pdf");
    expect(await disposition('/png', 'inline')).toBe('inline');
    expect(await disposition('/pdf', 'attachment')).toBe("attachment; filename*=UTF-8''report.pdf");
  });

  it('sends anything else as an attachment, even when asked inline or left as upstream said', async () => {
    expect(await disposition('/html', 'inline')).toBe("attachment; filename*=UTF-8''page.html");
    expect(await disposition('/svg', 'inline')).toBe('attachment');
    expect(await disposition('/html', undefined)).toBe("attachment; filename*=UTF-8''page.html");
  });
});
