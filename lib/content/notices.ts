import type { NoticeSummaryRecord } from '@/lib/upstream/operations/notices';
import { chinaDay } from './china-time';

/** business.md 9: notice pages hold 4 items. */
export const NOTICES_PAGE_SIZE = 4;

export type NoticeSummary = { id: number; title: string; summary: string | null; publishTime: string; day: string };

export function toNoticeSummary(record: NoticeSummaryRecord): NoticeSummary {
  return {
    id: record.id,
    title: record.title,
    summary: record.summary?.trim() || null,
    publishTime: record.publishTime,
    day: chinaDay(record.publishTime),
  };
}
