import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * streamUpstreamFile (lib/bff/server/stream-file.ts) against a scripted upstream: a file is shown inline
 * only when it is a PDF or a picture; whatever else the platform says a file is (an uploader's
 * claimed text/html or SVG) is sent as an attachment, so it never renders on the portal's origin.
 */
let server: Server;
const files: Record<string, { type: string; disposition: string }> = {
  '/pdf': { type: 'application/pdf', disposition: "inline; filename*=UTF-8''report.pdf" },
  '/png': { type: 'image/png', disposition: 'inline' },
  '/html': { type: 'text/html; charset=utf-8', disposition: "inline; filename*=UTF-8''page.html" },
  '/svg': { type: 'image/svg+xml', disposition: 'inline' },
  // A name the platform passes on from whoever uploaded it: a right-to-left override that makes
  // `.exe` read as `.pdf`, quotes that would end the header's quoted name, path separators.
  '/crafted': {
    type: 'application/pdf',
    disposition: `attachment; filename*=UTF-8''${encodeURIComponent('../报告\u202Efdp.exe"; x=".pdf')}`,
  },
  '/plain': { type: 'application/pdf', disposition: 'attachment; filename=../../etc/passwd.pdf' },
  '/chinese': {
    type: 'application/pdf',
    disposition: `attachment; filename*=UTF-8''${encodeURIComponent('环境产品声明 (2026).pdf')}`,
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(
      file ? 200 : 404,
      file ? { 'content-type': file.type, 'content-disposition': file.disposition } : {},
    );
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function answer(path: string, asked: 'inline' | 'attachment' | undefined): Promise<Response> {
  const { streamUpstreamFile } = await import('@/lib/bff/server/stream-file');
  const response = await streamUpstreamFile({
    path,
    locale: 'zh',
    signal: new AbortController().signal,
    disposition: asked,
  });
  await response.clone().arrayBuffer();
  return response;
}

async function disposition(path: string, asked: 'inline' | 'attachment' | undefined): Promise<string | null> {
  return (await answer(path, asked)).headers.get('content-disposition');
}

describe('streamUpstreamFile', () => {
  it('shows a PDF or a picture inline when asked', async () => {
    expect(await disposition('/pdf', 'inline')).toBe(
      `inline; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(await disposition('/png', 'inline')).toBe('inline');
    expect(await disposition('/pdf', 'attachment')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
  });

  it('sends anything else as an attachment, even when asked inline or left as upstream said', async () => {
    expect(await disposition('/html', 'inline')).toBe(
      `attachment; filename="page.html"; filename*=UTF-8''page.html`,
    );
    expect(await disposition('/svg', 'inline')).toBe('attachment');
    expect(await disposition('/html', undefined)).toBe(
      `attachment; filename="page.html"; filename*=UTF-8''page.html`,
    );
  });

  it("passes the platform's file name on without bidi controls, quotes or path separators", async () => {
    const crafted = await disposition('/crafted', 'attachment');
    expect(crafted).toBe(
      `attachment; filename="__fdp.exe; x=.pdf"; filename*=UTF-8''${encodeURIComponent('_报告fdp.exe; x=.pdf')}`,
    );
    expect(await disposition('/plain', 'attachment')).toBe(
      `attachment; filename="_.._etc_passwd.pdf"; filename*=UTF-8''_.._etc_passwd.pdf`,
    );
  });

  it('keeps a Chinese name in filename* and gives an ASCII filename beside it', async () => {
    expect(await disposition('/chinese', 'attachment')).toBe(
      `attachment; filename="_ (2026).pdf"; filename*=UTF-8''${encodeURIComponent('环境产品声明 ')}%282026%29.pdf`,
    );
  });

  it('answers every file with nosniff and a policy under which nothing in it runs', async () => {
    for (const path of ['/pdf', '/png', '/html', '/svg']) {
      const headers = (await answer(path, 'inline')).headers;
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
    }
  });
});
