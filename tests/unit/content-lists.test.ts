import { describe, expect, it } from 'vitest';
import {
  chinaDateParts,
  chinaDay,
  chinaIsoTime,
  formatChinaDate,
  formatChinaDateTime,
  parseChinaTime,
} from '@/lib/content/china-time';
import { fileNameFromDisposition } from '@/lib/security/content-disposition';
import { offeredGpiDocuments } from '@/lib/content/gpi';
import { linkInitials, NO_LOGO_ATTACHMENT_ID, toFriendlyLink } from '@/lib/content/links';
import { groupNewsByDate, type NewsSummary } from '@/lib/content/news';
import { cumulativePage, listPage, MAX_LIST_PAGES, pageHref } from '@/lib/content/paging';
import { toNewsSummary } from '@/lib/content/server/news';
import { toPcrCard } from '@/lib/content/server/pcr';
import { toResourceCard } from '@/lib/content/server/resources';

const news = (id: number, publishTime: string): NewsSummary =>
  toNewsSummary({ id, newsTitle: `N${id}`, publishTime, newestFlag: 3, indexPicture: null });

describe('China time', () => {
  it('reads upstream wall-clock text as China time, whatever the server zone', () => {
    expect(parseChinaTime('2026-11-20 16:00:00')?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(parseChinaTime('2026-11-20')?.toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(parseChinaTime('not a date')).toBeNull();
    expect(chinaDay('2026-11-20 00:30:00')).toBe('2026-11-20');
    expect(chinaIsoTime('2026-11-20 16:00:00')).toBe('2026-11-20T16:00:00+08:00');
  });

  it('formats the China day in both languages', () => {
    // 00:30 in Shanghai is still the 19th in UTC: the day shown must be the 20th.
    expect(formatChinaDate('2026-11-20 00:30:00', 'zh')).toBe('2026年11月20日');
    expect(formatChinaDate('2026-11-20 00:30:00', 'en')).toBe('20 Nov 2026');
    expect(chinaDateParts('2026-11-03 09:30:00', 'en')).toEqual({ day: '03', monthYear: 'Nov 2026' });
    expect(chinaDateParts('2026-11-03 09:30:00', 'zh')).toEqual({ day: '03', monthYear: '2026年11月' });
  });

  it('formats a China time to the minute (Beijing time, no seconds), a bare date as a date', () => {
    expect(formatChinaDateTime('2026-11-20 00:30:59', 'zh')).toBe('2026年11月20日 00:30');
    expect(formatChinaDateTime('2026-11-20 00:30:59', 'en')).toBe('20 Nov 2026, 00:30');
    expect(formatChinaDateTime('2026-11-20 23:05', 'en')).toBe('20 Nov 2026, 23:05');
    expect(formatChinaDateTime('2026-11-20', 'en')).toBe('20 Nov 2026');
    expect(formatChinaDateTime('not a time', 'zh')).toBe('not a time');
  });
});

describe('news timeline', () => {
  it('groups items of the same China day, newest first, in the order given', () => {
    const groups = groupNewsByDate([
      news(5, '2026-11-20 16:00:00'),
      news(4, '2026-11-20 09:00:00'),
      news(3, '2026-11-17 10:00:00'),
    ]);
    expect(groups.map((group) => [group.day, group.items.map((item) => item.id), group.continues])).toEqual([
      ['2026-11-20', [5, 4], false],
      ['2026-11-17', [3], false],
    ]);
  });

  it('continues the last day of the previous page instead of repeating its date', () => {
    const groups = groupNewsByDate(
      [news(2, '2026-11-17 08:00:00'), news(1, '2026-11-10 08:00:00')],
      '2026-11-17',
    );
    expect(groups.map((group) => group.continues)).toEqual([true, false]);
    expect(groupNewsByDate([news(1, '2026-11-10 08:00:00')], '2026-11-17')[0]?.continues).toBe(false);
  });

  it('maps the colour flag and the cover to the BFF', () => {
    const item = toNewsSummary({
      id: 7,
      newsTitle: 't',
      publishTime: '2026-10-15 15:00:00',
      newestFlag: 2,
      indexPicture: 91,
      pubDate: { date: '2026-10-15' },
    });
    expect(item).toMatchObject({
      flag: 'important',
      day: '2026-10-15',
      coverUrl: '/api/files/public/news/7/cover',
    });
    expect(
      toNewsSummary({ id: 8, newsTitle: 't', publishTime: '2026-10-15 15:00:00', newestFlag: 9 }).flag,
    ).toBe('regular');
  });
});

describe('list paging', () => {
  it('keeps ?page= a whole number in range', () => {
    expect([
      listPage(undefined),
      listPage('3'),
      listPage('0'),
      listPage('-2'),
      listPage('2.5'),
      listPage('abc'),
      listPage('9999'),
    ]).toEqual([1, 3, 1, 1, 1, 1, MAX_LIST_PAGES]);
    expect(cumulativePage(3, 4)).toEqual({ pageNum: 1, pageSize: 12 });
  });

  it('builds page URLs with the filters and without page 1', () => {
    expect(pageHref('/en/pcr/pcrSearch', { content: '钢 板', pcrNumber: undefined }, 2)).toBe(
      '/en/pcr/pcrSearch?content=%E9%92%A2+%E6%9D%BF&page=2',
    );
    expect(pageHref('/news', {}, 1)).toBe('/news');
  });
});

describe('cards', () => {
  it('names a PCR in the page language and offers both documents', () => {
    const record = {
      id: 1,
      pcrNumber: 'PCR-CN-2024-001',
      productName: '热轧钢板',
      enProductName: 'Hot-rolled plate',
      attachmentId: 20,
      enAttachmentId: 21,
    };
    expect(toPcrCard(record, 'en')).toMatchObject({
      name: 'Hot-rolled plate',
      otherName: '热轧钢板',
      documents: [
        { lang: 'zh', url: '/api/files/pcr/20' },
        { lang: 'en', url: '/api/files/pcr/21' },
      ],
    });
    expect(toPcrCard({ ...record, enProductName: null, enAttachmentId: null }, 'en')).toMatchObject({
      name: '热轧钢板',
      otherName: null,
      documents: [{ lang: 'zh' }],
    });
  });

  it('offers a resource’s English file only when there is one', () => {
    const card = toResourceCard(
      { id: 3, resourceName: 'r', cnResourceFileId: 112, enResourceFileId: null, resourceImageId: 111 },
      255,
    );
    expect(card.files).toEqual([{ lang: 'zh', url: '/api/files/public/resources/255/3/zh' }]);
    expect(card.imageUrl).toBe('/api/files/public/resources/255/3/image');
  });

  it('shows initials instead of a logo for attachment 3790, and drops links that are not web links', () => {
    expect(
      toFriendlyLink({
        id: 11,
        link: 'https://std.samr.gov.cn',
        companyName: '全国标准信息公共服务平台',
        typeCode: 'S',
        attachmentId: NO_LOGO_ATTACHMENT_ID,
      }),
    ).toMatchObject({
      logoUrl: null,
      initials: '全国',
      host: 'std.samr.gov.cn',
    });
    expect(
      toFriendlyLink({
        id: 1,
        link: 'https://www.mee.gov.cn',
        companyName: 'x',
        typeCode: 'G',
        attachmentId: 1,
      })?.logoUrl,
    ).toBe('/api/files/public/links/1/logo');
    expect(
      toFriendlyLink({
        id: 2,
        link: 'javascript:alert(1)',
        companyName: 'x',
        typeCode: 'G',
        attachmentId: 1,
      }),
    ).toBeNull();
    expect(linkInitials('Mysteel Global')).toBe('MG');
    expect(linkInitials('Institute of Steel Research')).toBe('ISR');
  });

  it('offers the English GPI only when it is enabled', () => {
    const entries = [
      { i18n: 'zh-CN', attachmentId: 140, attachmentName: 'GPI.pdf', enable: 1 },
      { i18n: 'en', attachmentId: 141, attachmentName: 'GPI en.pdf', enable: 0 },
    ];
    expect(offeredGpiDocuments(entries).map((document) => document.lang)).toEqual(['zh']);
    expect(
      offeredGpiDocuments([entries[0]!, { ...entries[1]!, enable: 1 }]).map((document) => document.lang),
    ).toEqual(['zh', 'en']);
  });
});

describe('download file names', () => {
  it('prefers the RFC 5987 name, keeping Chinese', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="GPI.pdf"; filename*=UTF-8''%E9%80%9A%E7%94%A8%E8%A7%84%E5%88%99.pdf`,
      ),
    ).toBe('通用规则.pdf');
    expect(fileNameFromDisposition('attachment; filename="report 1.pdf"')).toBe('report 1.pdf');
    expect(
      fileNameFromDisposition(
        `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('热轧钢卷 报告.pdf')}`,
      ),
    ).toBe('热轧钢卷 报告.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
