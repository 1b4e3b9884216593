import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IronSession } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@/lib/session/session';

/**
 * The QR label of a declaration (business.md 6: only for the company that owns it) is checked with
 * the user's company code as upstream gives it now, not the one the session cookie remembers from
 * the login: a company authenticated since, or changed, counts as it is now.
 */
vi.mock('next/cache', () => ({ unstable_cache: (work: () => unknown) => work }));

const EPD_COMPANY = '91310113790459990C';
let server: Server;
/** What the user detail says the user's company code is now (undefined: the field left out). */
let companyCodeNow: string | null | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    const json = (data: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 1, data, message: 'success' }));
    };
    if (url.startsWith('/n/user/verify')) return json(null);
    if (url.startsWith('/p/portal/user/detail/7'))
      return json({
        auditStatus: 1,
        userName: 'x',
        ...(companyCodeNow === undefined ? {} : { companyCode: companyCodeNow }),
      });
    if (url.startsWith('/n/epd/5'))
      return json({
        id: 5,
        epdRegistrationNumber: 'EPD-5',
        productName: '热轧卷板',
        companyName: '宝山钢铁',
        companyCode: EPD_COMPANY,
      });
    if (url.startsWith('/p/system/setting/qrShow')) return json({ fieldKey: 'qrShow', fieldValue: 'true' });
    if (url.startsWith('/p/get/qr/attachment/5')) return json({ attachmentId: 90 });
    if (url.startsWith('/n/attachment/online/90')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end('png');
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function label(remembered: string | null): Promise<number | string> {
  const { streamQrLabel } = await import('@/lib/epd/server/report-files');
  const session = {
    token: 'token-7',
    user: { id: 7, userAccount: '13800138000', companyCode: remembered, auditStatus: 1 },
    save: async () => {},
  } as unknown as IronSession<SessionData>;
  try {
    const response = await streamQrLabel(5, {
      session,
      locale: 'zh',
      signal: new AbortController().signal,
      disposition: 'inline',
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('the QR label of a declaration', () => {
  it('is refused to a session whose remembered company is the owner but whose company is another one now', async () => {
    companyCodeNow = '913202812431767997';
    expect(await label(EPD_COMPANY)).toBe('QR_NOT_ALLOWED');
    companyCodeNow = null;
    expect(await label(EPD_COMPANY)).toBe('QR_NOT_ALLOWED');
  });

  it('is given to the owner now, although the session remembers no company from its login', async () => {
    companyCodeNow = EPD_COMPANY;
    expect(await label(null)).toBe(200);
  });

  it("uses the session's company code when the platform leaves the field out", async () => {
    companyCodeNow = undefined;
    expect(await label(EPD_COMPANY)).toBe(200);
    expect(await label('913202812431767997')).toBe('QR_NOT_ALLOWED');
  });
});
