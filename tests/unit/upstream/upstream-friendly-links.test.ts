import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type LinkType = { id: number; code: string; name: string; enName: string };
type TypePage = { list: LinkType[]; totals: number };
type Link = { id: number; link: string; companyName: string; typeCode: string; attachmentId: number };

const NO_LOGO = 3790;

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

describe('friendly link types', () => {
  it('pages the link types', async () => {
    const all = await upstream.postJson<TypePage>('/n/friendly/type', {
      pageSize: 10,
      pageNum: 1,
      inlet: 'USER',
    });
    expect(all.code).toBe(1);
    expect(all.data.totals).toBe(6);
    expect(all.data.list).toHaveLength(6);

    const secondPage = await upstream.postJson<TypePage>('/n/friendly/type', {
      pageSize: 4,
      pageNum: 2,
      inlet: 'USER',
    });
    expect(secondPage.data.totals).toBe(6);
    expect(secondPage.data.list.map((type) => type.id)).toEqual(
      all.data.list.slice(4).map((type) => type.id),
    );
  });

  it('names each type in the request language and always in English', async () => {
    const zh = await upstream.postJson<TypePage>('/n/friendly/type', { pageSize: 10, pageNum: 1 });
    const en = await upstream.postJson<TypePage>(
      '/n/friendly/type',
      { pageSize: 10, pageNum: 1 },
      { language: 'en' },
    );
    expect(zh.data.list[0]).toEqual({
      id: expect.any(Number),
      code: 'GOVERNMENT',
      name: '政府机构',
      enName: 'Government agencies',
    });
    expect(en.data.list[0]?.name).toBe('Government agencies');
  });

  it('answers code 400 for a page number below 1', async () => {
    const answer = await upstream.postJson('/n/friendly/type', { pageSize: 10, pageNum: 0 });
    expect(answer).toMatchObject({ code: 400, data: null });
  });
});

describe('friendly links', () => {
  it('lists the links with their type and logo, some without a logo', async () => {
    const answer = await upstream.getJson<Link[]>('/n/friendly/link');
    expect(answer.code).toBe(1);
    expect(answer.data.length).toBeGreaterThanOrEqual(18);
    const cisa = answer.data.find((link) => link.link === 'https://www.chinaisa.org.cn');
    expect(cisa).toMatchObject({ companyName: '中国钢铁工业协会', typeCode: 'ASSOCIATION' });
    expect(answer.data.filter((link) => link.attachmentId === NO_LOGO).length).toBeGreaterThanOrEqual(1);

    const types = await upstream.postJson<TypePage>('/n/friendly/type', { pageSize: 10, pageNum: 1 });
    const typeCodes = new Set(types.data.list.map((type) => type.code));
    for (const link of answer.data) expect(typeCodes.has(link.typeCode)).toBe(true);
  });

  it('names the organisations in English for an English request', async () => {
    const answer = await upstream.getJson<Link[]>('/n/friendly/link', { language: 'en' });
    const worldsteel = answer.data.find((link) => link.link === 'https://worldsteel.org');
    expect(worldsteel?.companyName).toBe('World Steel Association');
  });
});

describe('link logos', () => {
  it('serves a logo as a real PNG, inline, with its Chinese file name (RFC 5987)', async () => {
    const links = await upstream.getJson<Link[]>('/n/friendly/link');
    const cisa = links.data.find((link) => link.link === 'https://www.chinaisa.org.cn');
    const response = await upstream.get(`/n/attachment/online/${cisa?.attachmentId}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^inline; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('中国钢铁工业协会.png')}`);

    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    // IHDR: width and height are the big-endian words at bytes 16 and 20.
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([240, 96]);
  });

  it('answers 404 with the envelope for an unknown attachment and for the no-logo id', async () => {
    for (const id of ['999999', String(NO_LOGO), 'abc']) {
      const response = await upstream.get(`/n/attachment/online/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, data: null, message: 'Attachment not found' });
    }
  });
});
