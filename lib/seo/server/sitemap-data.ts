import 'server-only';
import { productPageLocale } from '@/lib/epd/epd-summary';
import { loadAllNews } from '@/lib/content/server/news';
import { loadAllNotices } from '@/lib/content/server/notices';
import { loadPcrOptions } from '@/lib/content/server/pcr';
import { callOperation } from '@/lib/upstream/operation';
import { searchEpds } from '@/lib/upstream/operations/epd';
import type { SitemapContent } from '../sitemap-entries';

const EPD_PAGE = 100;
const MAX_EPD_PAGES = 500;

async function allEpds(): Promise<SitemapContent['epds']> {
  const epds: SitemapContent['epds'] = [];
  for (let pageNum = 1; pageNum <= MAX_EPD_PAGES; pageNum++) {
    const page = await callOperation(searchEpds, { pageNum, pageSize: EPD_PAGE }, { locale: 'zh' });
    for (const record of page.list)
      epds.push({ id: record.id, hasEnglish: productPageLocale(record, 'en') === 'en' });
    if (page.list.length < EPD_PAGE || epds.length >= page.totals) break;
  }
  return epds;
}

/** Token-less, cached operations only, so a crawler never becomes a burst of upstream calls. */
export async function loadSitemapContent(): Promise<SitemapContent> {
  const [epds, pcrs, news, notices] = await Promise.all([
    allEpds(),
    loadPcrOptions('zh'),
    loadAllNews('zh'),
    loadAllNotices('zh'),
  ]);
  return {
    epds,
    pcrNumbers: pcrs.map((pcr) => pcr.pcrNumber),
    news: news.map((item) => ({ id: item.id, publishTime: item.publishTime })),
    notices: notices.map((item) => ({ id: item.id, publishTime: item.publishTime })),
  };
}
