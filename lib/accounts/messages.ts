import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/logger';
import { getSession } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { countUnreadMessages, listMessages, type InnerMessage } from '@/lib/upstream/operations/personal-centre';

/** System messages are listed 4 a page (accounts.md 9); "more" hides when fewer than 3 came back (4.8). */
export const MESSAGE_PAGE_SIZE = 4;
export const MORE_THRESHOLD = 3;

/** The bell's unread count; null when it cannot be learned (the bell then shows no badge). */
export async function unreadMessageCount(locale: Locale): Promise<number | null> {
  const { token } = await getSession();
  if (!token) return null;
  return callOperation(countUnreadMessages, { status: 0, type: 1 }, { locale, token }).catch((error: unknown) => {
    logger.warn({ error: describeError(error) }, 'unread message count unavailable');
    return null;
  });
}

export type MessageItem = { id: string; read: boolean; html: string; sentOn: string; sentAt: string };

/** A message for the page and the popover: sanitised HTML, and the first 10 characters of the time (accounts.md 2.1). */
export function toMessageItem(message: InnerMessage): MessageItem {
  return {
    id: String(message.id),
    read: String(message.status ?? '') === '1',
    html: message.sendMsg ?? '',
    sentOn: (message.sendTime ?? '').slice(0, 10),
    sentAt: message.sendTime ?? '',
  };
}

export async function messagePage(pageNum: number, locale: Locale, token: string) {
  const page = await callOperation(listMessages, { pageNum, pageSize: MESSAGE_PAGE_SIZE, type: 1, inlet: 'USER' }, { locale, token });
  return { items: page.list.map(toMessageItem), totals: page.totals };
}
