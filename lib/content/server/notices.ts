import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { ListPage } from '../endpoints';
import { callOperation } from '@/lib/upstream/operation';
import { shownFileName } from '@/lib/security/file-name';
import { getNotice, listNotices, type NoticeSummaryRecord } from '@/lib/upstream/operations/notices';
import { fileUrls } from '../file-urls';
import { chinaDay } from '../china-time';
import { NOTICES_PAGE_SIZE, type NoticeDetail, type NoticeSummary } from '../notices';
import { cumulativePage } from '../paging';
import { findRecord } from './not-found';

export function toNoticeSummary(record: NoticeSummaryRecord): NoticeSummary {
  return {
    id: record.id,
    title: record.title,
    summary: record.summary?.trim() || null,
    publishTime: record.publishTime,
    day: chinaDay(record.publishTime),
  };
}

export type NoticeListing = { items: NoticeSummary[]; total: number; page: number };

export async function loadNoticeListing(
  locale: Locale,
  page: number,
  pageSize = NOTICES_PAGE_SIZE,
): Promise<NoticeListing> {
  const answer = await callOperation(listNotices, cumulativePage(page, pageSize), { locale });
  return { items: answer.list.map(toNoticeSummary), total: answer.totals, page };
}

export async function loadNotice(id: string | undefined, locale: Locale): Promise<NoticeDetail | null> {
  const record = await findRecord(id, (valid) => callOperation(getNotice, { id: valid }, { locale }));
  if (!record) return null;
  return {
    ...toNoticeSummary(record),
    bodyHtml: record.content ?? '',
    attachments: (record.attachmentList ?? []).map((file) => ({
      id: file.id,
      name: shownFileName(file.name) ?? String(file.id),
      url: fileUrls.noticeAttachment(record.id, file.id),
    })),
  };
}

export async function loadAllNotices(locale: Locale, limit = 2000): Promise<NoticeSummary[]> {
  const items: NoticeSummary[] = [];
  for (let pageNum = 1; items.length < limit; pageNum++) {
    const answer = await callOperation(listNotices, { pageNum, pageSize: 100 }, { locale });
    items.push(...answer.list.map(toNoticeSummary));
    if (answer.list.length < 100 || items.length >= answer.totals) break;
  }
  return items;
}

export async function loadNoticesPage(locale: Locale, page: number): Promise<ListPage<NoticeSummary>> {
  const answer = await callOperation(listNotices, { pageNum: page, pageSize: NOTICES_PAGE_SIZE }, { locale });
  return { items: answer.list.map(toNoticeSummary), total: answer.totals };
}
