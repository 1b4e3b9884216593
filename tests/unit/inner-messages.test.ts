import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * The messages' upstream calls against a scripted HTTP server: what the portal sends for "read
 * all" and "read one", and how it finds a message that is not on the first page.
 */
type Seen = { url: string; body: unknown };
let seen: Seen[] = [];
let server: Server;
const messages = Array.from({ length: 30 }, (_, index) => ({
  id: 100 - index,
  status: 0,
  sendMsg: `<p>m${100 - index}</p>`,
  sendTime: '2026-11-20 10:00:00',
}));

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      seen.push({ url: req.url ?? '', body });
      let data: unknown = null;
      if (req.url === '/api/p/epd/inner/list') {
        const { pageNum, pageSize } = body as { pageNum: number; pageSize: number };
        data = {
          list: messages.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          totals: messages.length,
        };
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 1, data, message: 'success' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const viewer = {
  locale: 'zh' as const,
  token: 't'.repeat(32),
  user: { id: 4711, userAccount: '13900139000' },
};

describe('system messages upstream calls', () => {
  it('"read all" carries the user id as `id`, as the spec\'s call does (accounts.md 7)', async () => {
    const { markAllMessagesRead } = await import('@/lib/messages/server/messages');
    await markAllMessagesRead(viewer);
    expect(seen).toEqual([{ url: '/api/p/epd/inner/readAll', body: { id: 4711 } }]);
  });

  it('"read" carries the message id', async () => {
    const { markMessageRead } = await import('@/lib/messages/server/messages');
    await markMessageRead(viewer, '97');
    expect(seen).toEqual([{ url: '/api/p/epd/inner/read', body: { id: '97' } }]);
  });

  it('finds a message beyond the first page by reading the list page by page, and null for an unknown one', async () => {
    const { findMessage } = await import('@/lib/messages/server/messages');
    expect(await findMessage(viewer, '75')).toEqual({
      id: '75',
      read: false,
      html: '<p>m75</p>',
      sentOn: '2026-11-20',
      sentAt: '2026-11-20 10:00:00',
    });
    expect(seen.map((call) => (call.body as { pageNum: number }).pageNum)).toEqual([1, 2]);
    seen = [];
    expect(await findMessage(viewer, '5')).toBeNull();
    expect(seen).toHaveLength(2);
  });
});
