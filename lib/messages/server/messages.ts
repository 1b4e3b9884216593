import 'server-only';
import { getTranslations } from 'next-intl/server';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { Locale } from '@/lib/i18n/routing';
import { DomainError } from '@/lib/errors/domain-error';
import { isSignedIn, type SignedInViewer, type Viewer } from '@/lib/session/viewer';
import { describeUpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import {
  countUnreadMessages,
  listMessages,
  readAllMessages,
  readMessage,
  type InnerMessage,
} from '@/lib/upstream/operations/personal-centre';
import type { MessageItem, MessagePage } from '../schemas';
import { MESSAGE_PAGE_SIZE } from '../dto';

export function signedIn(viewer: Viewer): SignedInViewer {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  return viewer;
}

/** The DTO of an inner message: status 1 is read; the HTML was sanitised by the operation (htmlFields). */
export function toMessageItem(message: InnerMessage): MessageItem {
  return {
    id: String(message.id),
    read: String(message.status ?? '') === '1',
    html: message.sendMsg ?? '',
    sentOn: (message.sendTime ?? '').slice(0, 10),
    sentAt: message.sendTime ?? '',
  };
}

export async function unreadCount(viewer: SignedInViewer): Promise<number> {
  return callOperation(
    countUnreadMessages,
    { status: 0, type: 1 },
    { locale: viewer.locale, token: viewer.token },
  );
}

/** accounts.md 8: an unread-count failure shows the server's message as an error. */
export async function initialUnreadCount(
  viewer: SignedInViewer,
): Promise<{ count: number } | { error: string }> {
  try {
    return { count: await unreadCount(viewer) };
  } catch (error) {
    logger.warn({ error: describeError(error) }, 'unread message count unavailable');
    const text = describeUpstreamError(error, viewer.locale as Locale);
    const t = await getTranslations({ locale: viewer.locale as Locale, namespace: 'errors' });
    return { error: text.raw ?? t(text.key, text.values) };
  }
}

export async function messagePage(viewer: SignedInViewer, pageNum: number): Promise<MessagePage> {
  const page = await callOperation(
    listMessages,
    { pageNum, pageSize: MESSAGE_PAGE_SIZE, type: 1, inlet: 'USER' },
    { locale: viewer.locale, token: viewer.token },
  );
  return { items: page.list.map(toMessageItem), total: page.totals };
}

const FIND_PAGE_SIZE = 20;
const FIND_MAX_PAGES = 50;

/** Upstream has no detail call (accounts.md 7): the user's newest messages are searched page by page. */
export async function findMessage(viewer: SignedInViewer, id: string): Promise<MessageItem | null> {
  for (let pageNum = 1; pageNum <= FIND_MAX_PAGES; pageNum++) {
    const page = await callOperation(
      listMessages,
      { pageNum, pageSize: FIND_PAGE_SIZE, type: 1, inlet: 'USER' },
      { locale: viewer.locale, token: viewer.token },
    );
    const found = page.list.find((message) => String(message.id) === id);
    if (found) return toMessageItem(found);
    if (page.list.length < FIND_PAGE_SIZE || pageNum * FIND_PAGE_SIZE >= page.totals) return null;
  }
  return null;
}

export async function markMessageRead(viewer: SignedInViewer, id: string): Promise<void> {
  await callOperation(readMessage, { id }, { locale: viewer.locale, token: viewer.token });
}

/** accounts.md 7: "read all" carries `id`, the user's; every message of the caller is read. */
export async function markAllMessagesRead(viewer: SignedInViewer): Promise<void> {
  await callOperation(
    readAllMessages,
    { id: viewer.user.id },
    { locale: viewer.locale, token: viewer.token },
  );
}
