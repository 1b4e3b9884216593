import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type News = {
  id: number;
  newsTitle: string;
  newsAbstract: string;
  newsEditor: string;
  newsContent: string;
  indexPicture: number;
  publishTime: string;
  pubDate: { date: string };
  newestFlag: number;
};
type NewsPage = { list: News[]; totals: number };
type Notice = {
  id: number;
  title: string;
  summary: string;
  content: string;
  publishTime: string;
  attachmentList: { id: number; name: string }[];
};
type Resource = {
  id: number;
  resourceName: string;
  resourceIntroduce: string;
  resourceImageId: number;
  cnResourceFileId: number;
  enResourceFileId: number | null;
};

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

const newsPage = (body: Record<string, unknown>, language: 'zh-CN' | 'en' = 'zh-CN') =>
  upstream.postJson<NewsPage>('/n/portal/list/news', { pageNum: 1, pageSize: 4, ...body }, { language });

describe('news', () => {
  it('pages the news newest first, four at a time', async () => {
    const first = await newsPage({});
    expect(first.code).toBe(1);
    expect(first.data.totals).toBeGreaterThanOrEqual(12);
    expect(first.data.list).toHaveLength(4);
    const all = await newsPage({ pageSize: 100 });
    const times = all.data.list.map((item) => item.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((time) => time >= '2026-09-01' && time < '2026-12-01')).toBe(true);
    const second = await newsPage({ pageNum: 2 });
    expect(second.data.list.map((item) => item.id)).toEqual(all.data.list.slice(4, 8).map((item) => item.id));
    const pastEnd = await newsPage({ pageNum: 99 });
    expect(pastEnd.data).toMatchObject({ list: [], totals: all.data.totals });
  });

  it('answers each item in the request language, with a cover picture', async () => {
    const [zh] = (await newsPage({ pageSize: 1 })).data.list;
    const [en] = (await newsPage({ pageSize: 1 }, 'en')).data.list;
    expect(zh?.id).toBe(en?.id);
    expect(zh?.newsTitle).toMatch(/[\u4e00-\u9fff]/);
    expect(en?.newsTitle).not.toMatch(/[\u4e00-\u9fff]/);
    expect(zh?.newsEditor).toBe('平台编辑部');
    expect(en?.newsEditor).toBe('Platform editorial team');
    expect(zh?.newsContent).toContain('<p>');
    expect(zh?.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(zh?.pubDate.date).toBe(zh?.publishTime.slice(0, 10));
    expect([1, 2, 3]).toContain(zh?.newestFlag);
    const cover = await upstream.get(`/n/attachment/online/${zh?.indexPicture}`);
    expect(cover.headers.get('content-type')).toBe('image/png');
    const zhBytes = Buffer.from(await cover.arrayBuffer());
    // The English page gets its own cover, with the English title drawn on it.
    expect(en?.indexPicture).not.toBe(zh?.indexPicture);
    const enCover = await upstream.get(`/n/attachment/online/${en?.indexPicture}`);
    expect(enCover.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await enCover.arrayBuffer()).equals(zhBytes)).toBe(false);
  });

  it('filters by title and publication period (a bare end date includes the day)', async () => {
    const cbam = await newsPage({ newsTitle: 'CBAM' });
    expect(cbam.data.totals).toBe(1);
    const october = await newsPage({
      publishStartTime: '2026-10-01',
      publishEndTime: '2026-10-27',
      pageSize: 10,
    });
    expect(october.data.list.map((item) => item.publishTime.slice(0, 10))).toEqual([
      '2026-10-27',
      '2026-10-20',
      '2026-10-15',
      '2026-10-08',
    ]);
    const empty = await newsPage({
      newsTitle: '',
      newsPublisher: '',
      publishStartTime: '',
      publishEndTime: null,
    });
    expect(empty.data.totals).toBeGreaterThanOrEqual(12);
    expect((await newsPage({ publishStartTime: 'yesterday' })).code).toBe(400);
  });

  it('serves one item by id and the latest six for the home page', async () => {
    const [latest] = (await newsPage({ pageSize: 1 })).data.list;
    const one = await upstream.postJson<News>(
      '/n/portal/get/news/get',
      { id: latest?.id },
      { language: 'en' },
    );
    expect(one.data.id).toBe(latest?.id);
    expect(one.data.newsContent).toContain('</p>');
    expect(await upstream.postJson('/n/portal/get/news/get', { id: 9999 })).toEqual({
      code: 0,
      data: null,
      message: 'News not found',
    });
    const index = await upstream.postJson<News[]>('/n/portal/index/list/news', {});
    expect(index.data).toHaveLength(6);
    expect(index.data[0]?.id).toBe(latest?.id);
  });
});

describe('notices', () => {
  it('lists notices newest first and opens one with its attachments', async () => {
    const list = await upstream.postJson<{ list: Notice[]; totals: number }>('/n/announcement/list', {
      pageNum: 1,
      pageSize: 4,
    });
    expect(list.data.totals).toBe(6);
    expect(list.data.list).toHaveLength(4);
    const times = list.data.list.map((notice) => notice.publishTime);
    expect(times).toEqual([...times].sort().reverse());

    const stainless = await upstream.postJson<{ list: Notice[] }>('/n/announcement/list', {
      title: '不锈钢',
      pageNum: 1,
      pageSize: 4,
    });
    expect(stainless.data.list).toHaveLength(1);
    const detail = await upstream.postJson<Notice>('/n/announcement/get', { id: stainless.data.list[0]?.id });
    expect(detail.data.content).toContain('<p>');
    expect(detail.data.attachmentList.map((file) => file.name)).toEqual([
      '不锈钢板带产品类别规则（征求意见稿）.pdf',
      '征求意见反馈表.pdf',
    ]);

    const english = await upstream.postJson<Notice>(
      '/n/announcement/get',
      { id: String(stainless.data.list[0]?.id) },
      { language: 'en' },
    );
    expect(english.data.title).toBe('Call for comments: draft PCR for stainless steel flat products');
    expect(english.data.attachmentList).toEqual(detail.data.attachmentList);
    expect((await upstream.postJson('/n/announcement/get', { id: 9999 })).code).toBe(0);
  });

  it('downloads a notice attachment that renders Chinese text', async () => {
    const list = await upstream.postJson<{ list: Notice[] }>('/n/announcement/list', {
      pageNum: 1,
      pageSize: 10,
    });
    for (const notice of list.data.list) {
      const detail = await upstream.postJson<Notice>('/n/announcement/get', { id: notice.id });
      expect(detail.data.attachmentList.length, notice.title).toBeGreaterThan(0);
    }
    const detail = await upstream.postJson<Notice>('/n/announcement/get', { id: list.data.list[0]?.id });
    const file = detail.data.attachmentList[0];
    const response = await upstream.get(`/n/attachment/online/${file?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(file?.name ?? '')}`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const task = getDocument({ data: bytes });
    const text = (await (await (await task.promise).getPage(1)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join('');
    await task.destroy();
    expect(text).toContain('系统升级内容说明');
  });
});

describe('resources', () => {
  const resourcePage = (type: number, pageNum = 1, language: 'zh-CN' | 'en' = 'zh-CN') =>
    upstream.postJson<{ list: Resource[]; totals: number }>(
      '/n/resource/manage/page',
      { pageNum, pageSize: 5, type },
      { language },
    );

  it('pages each resource type by five', async () => {
    const standards = await resourcePage(255);
    expect(standards.data.totals).toBeGreaterThan(5);
    expect(standards.data.list).toHaveLength(5);
    expect((await resourcePage(255, 2)).data.list).toHaveLength(standards.data.totals - 5);
    for (const type of [256, 257]) expect((await resourcePage(type)).data.totals).toBeGreaterThanOrEqual(3);
    expect((await resourcePage(258)).data).toMatchObject({ list: [], totals: 0 });
    expect((await upstream.postJson('/n/resource/manage/page', { pageNum: 1, pageSize: 5 })).code).toBe(400);
  });

  it('answers names in the request language and files per language', async () => {
    const zh = await resourcePage(255);
    const en = await resourcePage(255, 1, 'en');
    expect(zh.data.list[0]?.resourceName).toBe('钢铁产品 EN 15804+A2 指标核算指南');
    expect(en.data.list[0]?.resourceName).toBe('Guidance on EN 15804+A2 indicators for steel products');
    const all = [...zh.data.list, ...(await resourcePage(255, 2)).data.list];
    expect(all.some((item) => item.enResourceFileId === null)).toBe(true);
    expect(all.some((item) => item.enResourceFileId !== null)).toBe(true);
    const image = await upstream.get(`/n/attachment/online/${zh.data.list[0]?.resourceImageId}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    await image.arrayBuffer();
    // Each card's picture carries its name in the page's language.
    expect(en.data.list[0]?.resourceImageId).not.toBe(zh.data.list[0]?.resourceImageId);
    const enImage = await upstream.get(`/n/attachment/online/${en.data.list[0]?.resourceImageId}`);
    expect(enImage.headers.get('content-type')).toBe('image/png');
    await enImage.arrayBuffer();
    const file = await upstream.get(`/n/attachment/online/${zh.data.list[0]?.cnResourceFileId}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    await file.arrayBuffer();
  });
});

describe('static pages and GPI', () => {
  it('serves the pages as HTML in both languages, unsanitised', async () => {
    for (const code of ['about', 'serve', 'pricing']) {
      const zh = await upstream.getJson<{ content: string }>(`/n/page/${code}`);
      const en = await upstream.getJson<{ content: string }>(`/n/page/${code}`, { language: 'en' });
      expect(zh.data.content).toMatch(/^<h2>/);
      expect(zh.data.content).not.toBe(en.data.content);
    }
    const about = await upstream.getJson<{ content: string }>('/n/page/about');
    expect(about.data.content).toContain('ISO 14025');
    expect(about.data.content).toContain('<script>');
    const pricing = await upstream.getJson<{ content: string }>('/n/page/pricing', { language: 'en' });
    expect(pricing.data.content).toContain('onclick=');
    expect(pricing.data.content).toContain('18,000');
  });

  it('lists the GPI files, the English one enabled', async () => {
    const gpi =
      await upstream.getJson<
        { i18n: string; attachmentId: number; attachmentName: string; enable: number }[]
      >('/n/gpi/new');
    expect(gpi.data.map((entry) => entry.i18n)).toEqual(['zh-CN', 'en']);
    expect(gpi.data.find((entry) => entry.i18n === 'en')?.enable).toBe(1);
    expect(gpi.data[0]?.attachmentName).toMatch(/GPI.*\.pdf$/);
    const file = await upstream.get(`/n/attachment/online/${gpi.data[1]?.attachmentId}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    await file.arrayBuffer();
  });
});
