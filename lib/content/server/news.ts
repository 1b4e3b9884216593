import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { ListPage } from '../endpoints';
import { callOperation } from '@/lib/upstream/operation';
import { getNews, listHomeNews, listNews } from '@/lib/upstream/operations/news';
import type { NewsSummaryRecord } from '@/lib/upstream/operations/news';
import { chinaDay } from '../china-time';
import { fileUrls } from '../file-urls';
import { NEWS_PAGE_SIZE, type NewsFlag, type NewsSummary } from '../news';
import { cumulativePage } from '../paging';
import { findRecord } from './not-found';

const FLAGS: Record<number, NewsFlag> = { 1: 'latest', 2: 'important', 3: 'regular' };

export function toNewsSummary(record: NewsSummaryRecord): NewsSummary {
  return {
    id: record.id,
    title: record.newsTitle,
    abstract: record.newsAbstract?.trim() || null,
    editor: record.newsEditor?.trim() || null,
    publishTime: record.publishTime,
    day: record.pubDate?.date?.slice(0, 10) || chinaDay(record.publishTime),
    flag: FLAGS[record.newestFlag ?? 3] ?? 'regular',
    coverUrl: record.indexPicture ? fileUrls.newsCover(record.id) : null,
  };
}

export type NewsListing = { items: NewsSummary[]; total: number; page: number };

export async function loadNewsListing(
  locale: Locale,
  page: number,
  pageSize = NEWS_PAGE_SIZE,
): Promise<NewsListing> {
  const answer = await callOperation(listNews, cumulativePage(page, pageSize), { locale });
  return { items: answer.list.map(toNewsSummary), total: answer.totals, page };
}

export type NewsArticle = NewsSummary & { bodyHtml: string };

/** With its sanitised body; null for an unknown id (the page answers 404). */
export async function loadNewsArticle(id: string | undefined, locale: Locale): Promise<NewsArticle | null> {
  const record = await findRecord(id, (valid) => callOperation(getNews, { id: valid }, { locale }));
  return record ? { ...toNewsSummary(record), bodyHtml: record.newsContent ?? '' } : null;
}

export async function loadLatestNews(locale: Locale, count: number): Promise<NewsSummary[]> {
  const records = await callOperation(listHomeNews, {}, { locale });
  return records.slice(0, count).map(toNewsSummary);
}

export async function loadAllNews(locale: Locale, limit = 2000): Promise<NewsSummary[]> {
  const items: NewsSummary[] = [];
  for (let pageNum = 1; items.length < limit; pageNum++) {
    const answer = await callOperation(listNews, { pageNum, pageSize: 100 }, { locale });
    items.push(...answer.list.map(toNewsSummary));
    if (answer.list.length < 100 || items.length >= answer.totals) break;
  }
  return items;
}

export async function loadNewsPage(locale: Locale, page: number): Promise<ListPage<NewsSummary>> {
  const answer = await callOperation(listNews, { pageNum: page, pageSize: NEWS_PAGE_SIZE }, { locale });
  return { items: answer.list.map(toNewsSummary), total: answer.totals };
}
