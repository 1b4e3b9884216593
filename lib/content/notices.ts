/** business.md 9: notice pages hold 4 items. */
export const NOTICES_PAGE_SIZE = 4;

export type NoticeSummary = {
  id: number;
  title: string;
  summary: string | null;
  publishTime: string;
  day: string;
};

export type NoticeAttachment = { id: number; name: string; url: string };
export type NoticeDetail = NoticeSummary & { bodyHtml: string; attachments: NoticeAttachment[] };
