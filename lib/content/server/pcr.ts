import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { ListPage } from '../endpoints';
import { callOperation } from '@/lib/upstream/operation';
import { listPcrs, searchPcrs, type PcrOption, type PcrRecord } from '@/lib/upstream/operations/pcr';
import { cumulativePage } from '../paging';
import { fileUrls } from '../file-urls';
import { PCR_PAGE_SIZE, trimmedText as text, type PcrCard, type PcrDocument } from '../pcr';

export function toPcrCard(record: PcrRecord, locale: Locale): PcrCard {
  const zh = text(record.productName);
  const en = text(record.enProductName);
  const name = (locale === 'en' ? (en ?? zh) : (zh ?? en)) ?? record.pcrNumber;
  const other = locale === 'en' ? zh : en;
  const documents: PcrDocument[] = [];
  if (record.attachmentId) documents.push({ lang: 'zh', url: fileUrls.pcrDocument(record.attachmentId) });
  if (record.enAttachmentId) documents.push({ lang: 'en', url: fileUrls.pcrDocument(record.enAttachmentId) });
  return {
    id: record.id,
    pcrNumber: record.pcrNumber,
    name,
    otherName: other && other !== name ? other : null,
    registerNo: text(record.registerNo),
    author: text(record.author),
    productClass: text(record.productClass),
    description: text(record.pcrDesc),
    documents,
  };
}

/** The PCR search as the URL states it: `content` is the keyword (business.md 2.1), `pcrNumber` the PCR. */
export type PcrQuery = { content?: string; pcrNumber?: string };

export type PcrListing = { items: PcrCard[]; total: number; page: number };

export function pcrSearchInput(query: PcrQuery) {
  return {
    ...(query.content ? { pcrKeyword: query.content } : {}),
    ...(query.pcrNumber ? { pcrNumber: query.pcrNumber } : {}),
  };
}

export async function loadPcrListing(query: PcrQuery, page: number, locale: Locale): Promise<PcrListing> {
  const answer = await callOperation(
    searchPcrs,
    { ...pcrSearchInput(query), ...cumulativePage(page, PCR_PAGE_SIZE) },
    { locale },
  );
  return { items: answer.list.map((record) => toPcrCard(record, locale)), total: answer.totals, page };
}

export function loadPcrOptions(locale: Locale): Promise<PcrOption[]> {
  return callOperation(listPcrs, {}, { locale });
}

export async function loadPcrPage(query: PcrQuery, page: number, locale: Locale): Promise<ListPage<PcrCard>> {
  const answer = await callOperation(
    searchPcrs,
    { ...pcrSearchInput(query), pageNum: page, pageSize: PCR_PAGE_SIZE },
    { locale },
  );
  return { items: answer.list.map((record) => toPcrCard(record, locale)), total: answer.totals };
}
