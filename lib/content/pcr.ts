import type { Locale } from '@/lib/i18n/routing';
import type { PcrRecord } from '@/lib/upstream/operations/pcr';
import { fileUrls } from './file-urls';

/** business.md 9: PCR search pages hold 4 cards. */
export const PCR_PAGE_SIZE = 4;

export type PcrDocument = { lang: 'zh' | 'en'; url: string };

/** One PCR as its card shows it: the name in the page's language first, the other beside it. */
export type PcrCard = {
  id: number;
  pcrNumber: string;
  name: string;
  otherName: string | null;
  registerNo: string | null;
  author: string | null;
  productClass: string | null;
  description: string | null;
  documents: PcrDocument[];
};

const text = (value: string | null | undefined) => value?.trim() || null;

export function toPcrCard(record: PcrRecord, locale: Locale): PcrCard {
  const zh = text(record.productName);
  const en = text(record.enProductName);
  const name = (locale === 'en' ? en ?? zh : zh ?? en) ?? record.pcrNumber;
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

/** The name of a PCR option in a filter, in the page's language. */
export function pcrOptionLabel(option: { pcrNumber: string; productName?: string | null; enProductName?: string | null }, locale: Locale): string {
  const name = locale === 'en' ? text(option.enProductName) ?? text(option.productName) : text(option.productName) ?? text(option.enProductName);
  return name ? `${option.pcrNumber} · ${name}` : option.pcrNumber;
}
