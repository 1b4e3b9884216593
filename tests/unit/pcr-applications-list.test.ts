import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * /Pcr/minePcr: the user's PCR applications from the assumed `p/pcr/apply/list` (a platform that
 * does not know the call gets "not available", a fault "could not be read"), and the company's
 * declarations, whose QR codes follow business.md 6 (qrShow 'true' and the user's own company).
 */
vi.mock('next/cache', () => ({ unstable_cache: (work: () => unknown) => work }));

const COMPANY = '91310113790459990C';
type Reply = { status: number; body: string };
const envelope = (data: unknown, code = 1): Reply => ({
  status: 200,
  body: JSON.stringify({ code, data, message: code === 1 ? 'success' : 'refused' }),
});

let server: Server;
let seen: { url: string; authorization: string | undefined; body: unknown }[] = [];
let listReply: Reply;
let qrShow: string | null;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({ url, authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined });
      const reply = (answer: Reply) => {
        res.writeHead(answer.status, {
          'content-type': answer.body.startsWith('{') ? 'application/json' : 'text/html',
        });
        res.end(answer.body);
      };
      if (url === '/p/pcr/apply/list') return reply(listReply);
      if (url === '/p/system/setting/qrShow')
        return reply(
          qrShow === null ? envelope(null, 0) : envelope({ fieldKey: 'qrShow', fieldValue: qrShow }),
        );
      if (url === '/p/epd/page') {
        const record = (id: number, companyCode: string) => ({
          id,
          epdRegistrationNumber: `EPD-CN-${id}`,
          productType: 'EPD',
          productName: '热轧卷板',
          companyName: '宝山钢铁股份有限公司',
          companyCode,
        });
        return reply(envelope({ list: [record(11, COMPANY), record(12, COMPANY)], totals: 2 }));
      }
      reply({
        status: 404,
        body: JSON.stringify({
          code: 404,
          data: null,
          message: `Request path not found: ${req.method} ${url}`,
        }),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
  process.env.PUBLIC_ORIGIN = 'http://localhost:3000';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  qrShow = 'true';
});

const token = 't'.repeat(32);
const user = { id: 7, userAccount: '13800138000', companyCode: COMPANY as string | null };
const viewer = { locale: 'zh' as const, token, user: user as never };
const load = async (page = 1) =>
  (await import('@/lib/pcr-applications/server/pcr-application-list')).loadPcrApplications(page, viewer);

describe('the user’s PCR applications (the assumed p/pcr/apply/list)', () => {
  it('asks for pages 1…N in one call with the user’s token, and shows company, product and the minute applied', async () => {
    listReply = envelope({
      list: [
        {
          id: 31,
          productName: '宝山钢铁股份有限公司',
          product: '冷轧硅钢',
          applyTime: '2026-11-30 09:15:42',
        },
        { id: 30, productName: ' 宝钢股份 ', product: '热轧 H 型钢', applyTime: null },
      ],
      totals: 12,
    });
    expect(await load(2)).toEqual({
      kind: 'list',
      page: 2,
      total: 12,
      items: [
        { key: '31', company: '宝山钢铁股份有限公司', product: '冷轧硅钢', appliedAt: '2026-11-30 09:15' },
        { key: '30', company: '宝钢股份', product: '热轧 H 型钢', appliedAt: null },
      ],
    });
    expect(seen).toEqual([
      { url: '/p/pcr/apply/list', authorization: token, body: { pageNum: 1, pageSize: 20 } },
    ]);
  });

  it('works with the spec’s fields alone: no id, time or total', async () => {
    listReply = envelope({ list: [{ productName: '宝钢股份', product: '镀锌板' }] });
    expect(await load()).toEqual({
      kind: 'list',
      page: 1,
      total: 1,
      items: [{ key: '#0', company: '宝钢股份', product: '镀锌板', appliedAt: null }],
    });
  });

  it('says "not available" when the platform does not know the call: HTTP 404, its envelope’s 404, or no envelope at all', async () => {
    for (const reply of [
      { status: 404, body: '<html><body>Not Found</body></html>' },
      envelope(null, 404),
      { status: 200, body: '<html><body>Welcome</body></html>' },
      envelope({ rows: 'not a list' }),
    ]) {
      listReply = reply;
      expect(await load(), reply.body).toEqual({ kind: 'unavailable' });
    }
  });

  it('says it could not be read when the platform fails now', async () => {
    listReply = { status: 500, body: '<html>500</html>' };
    expect(await load()).toEqual({ kind: 'failed' });
    listReply = envelope(null, 0);
    expect(await load()).toEqual({ kind: 'failed' });
  });
});

describe('the company’s declarations on /Pcr/minePcr: QR codes as business.md 6 allows the button', () => {
  const list = async (changed: { companyCode: string | null } = { companyCode: COMPANY }) =>
    (await import('@/lib/pcr-applications/server/company-declarations')).listCompanyDeclarations(
      COMPANY,
      'EPD',
      { ...viewer, user: { ...user, ...changed } as never },
    );

  it('draws each product page’s QR code while qrShow is "true" for the owner', async () => {
    const declarations = await list();
    expect(declarations.map((declaration) => declaration.qr?.drawing.text)).toEqual([
      'http://localhost:3000/app/epd/11',
      'http://localhost:3000/app/epd/12',
    ]);
    expect(declarations[0]?.qr?.file).toContain('<svg');
  });

  it('hands out none when qrShow is anything but "true", or cannot be read', async () => {
    for (const value of ['false', 'TRUE', '', null]) {
      qrShow = value;
      const declarations = await list();
      expect(declarations, String(value)).toHaveLength(2);
      expect(
        declarations.every((declaration) => declaration.qr === null),
        String(value),
      ).toBe(true);
    }
  });

  it('hands out none to a user whose company code is not the declaration’s', async () => {
    expect(
      (await list({ companyCode: '91320116499031219R' })).every((declaration) => declaration.qr === null),
    ).toBe(true);
  });
});
