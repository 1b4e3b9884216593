'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { useToast } from '@/components/ui/toast';
import { useBff } from '@/components/ui/use-bff';
import { useRouter } from '@/lib/i18n/navigation';
import type { MessageItem } from '@/lib/accounts/messages';

type RawMessage = { id: string | number; status?: string | number | null; sendMsg?: string | null; sendTime?: string | null };

const toItem = (message: RawMessage): MessageItem => ({
  id: String(message.id),
  read: String(message.status ?? '') === '1',
  html: message.sendMsg ?? '',
  sentOn: (message.sendTime ?? '').slice(0, 10),
  sentAt: message.sendTime ?? '',
});

/**
 * System messages (accounts.md 2.9, 4.8): expand and collapse each one, reading it when it opens;
 * mark all read; 4 a page with "more", hidden once a page brings fewer than 3.
 */
export function MessageList({
  initial,
  initialMore,
  openId,
  pageSize,
  moreThreshold,
}: {
  initial: MessageItem[];
  initialMore: boolean;
  openId: string | null;
  pageSize: number;
  moreThreshold: number;
}) {
  const t = useTranslations('messages');
  const bff = useBff();
  const router = useRouter();
  const toast = useToast();
  const [items, setItems] = useState(initial);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(initialMore);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<Set<string>>(new Set(openId ? [openId] : []));

  async function markRead(id: string) {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, read: true } : item)));
    const answer = await bff('/api/ops/messages.read', { id });
    if (answer.ok) router.refresh();
    else toast(answer.error.message, { tone: 'error' });
  }

  function toggle(item: MessageItem) {
    const next = new Set(open);
    if (next.has(item.id)) next.delete(item.id);
    else {
      next.add(item.id);
      if (!item.read) void markRead(item.id);
    }
    setOpen(next);
  }

  async function loadMore() {
    setLoading(true);
    const answer = await bff<{ list: RawMessage[] }>('/api/ops/messages.list', { pageNum: page + 1, pageSize, type: 1, inlet: 'USER' });
    setLoading(false);
    if (!answer.ok) return toast(answer.error.message, { tone: 'error' });
    const fresh = answer.data.list.map(toItem).filter((item) => !items.some((known) => known.id === item.id));
    setItems([...items, ...fresh]);
    setPage(page + 1);
    setMore(answer.data.list.length >= moreThreshold);
  }

  async function markAllRead() {
    const answer = await bff('/api/ops/messages.readAll', {});
    if (!answer.ok) return toast(answer.error.message, { tone: 'error' });
    setItems(items.map((item) => ({ ...item, read: true })));
    toast(t('allMarkedRead'), { tone: 'success' });
    router.refresh();
  }

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void markAllRead()} disabled={items.every((item) => item.read)}>
          {t('markAllRead')}
        </button>
      </div>
      {items.length === 0 ? <p className="rounded-card border border-line bg-surface px-6 py-12 text-center text-ink-subtle">{t('empty')}</p> : null}
      <ul className="space-y-3">
        {items.map((item) => {
          const expanded = open.has(item.id);
          return (
            <li
              key={item.id}
              id={`message-${item.id}`}
              className={cn('relative flex items-start gap-3 rounded-card border bg-surface px-4 py-4 sm:px-5', item.read ? 'border-line' : 'border-steel-500/40 shadow-card')}
            >
              <span className={cn('mt-2 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-ember-500')} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-2 text-xs text-ink-subtle tabular-nums">
                  {item.sentAt}
                  {!item.read ? <span className="rounded bg-ember-100 px-1.5 text-[11px] font-medium text-ember-700">{t('unread')}</span> : null}
                  {/* The whole card opens the message (the button's ::after covers it), but the
                      message's own links stay outside the button: no control inside a control. */}
                  <button
                    type="button"
                    id={`message-toggle-${item.id}`}
                    aria-expanded={expanded}
                    aria-controls={`message-body-${item.id}`}
                    aria-labelledby={`message-toggle-${item.id} message-text-${item.id}`}
                    onClick={() => toggle(item)}
                    className="ml-auto shrink-0 rounded font-medium text-steel-600 after:absolute after:inset-0 after:rounded-card"
                  >
                    {expanded ? t('collapse') : t('expand')}
                  </button>
                </div>
                {/* Sanitised on the server (the operation's htmlFields). Closed, at least two lines show. */}
                <div
                  id={`message-text-${item.id}`}
                  data-testid="message-text"
                  className={cn(
                    'prose-platform mt-1 text-sm text-ink [&_a]:relative [&_a]:z-10 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
                    !expanded && 'line-clamp-2',
                  )}
                  dangerouslySetInnerHTML={{ __html: item.html }}
                />
              </div>
              {expanded ? <div id={`message-body-${item.id}`} className="sr-only">{t('opened')}</div> : null}
            </li>
          );
        })}
      </ul>
      {more ? (
        <div className="mt-6 text-center">
          <button type="button" className={buttonClass('secondary')} onClick={() => void loadMore()} disabled={loading}>
            {loading ? t('loading') : t('more')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
