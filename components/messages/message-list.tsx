'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import type { MessageItem, MessagePage } from '@/lib/messages/schemas';
import { MORE_THRESHOLD, MESSAGE_PAGE_SIZE } from '@/lib/messages/dto';
import { invalidateBell, messageQueries } from '@/lib/messages/queries';
import { QueryProvider } from '@/components/ui/query-provider';
import * as messageApi from '@/lib/messages/addresses';

export function MessageList(props: ComponentProps<typeof MessageListReading>) {
  return (
    <QueryProvider>
      <MessageListReading {...props} />
    </QueryProvider>
  );
}

/** System messages (accounts.md 2.9, 4.8): read on opening, "more" hidden once a page brings fewer than 3. A message
 *  opened by its link (`/textmessage/{id}`) is read at once, even off page 1; reading invalidates the bell's queries. */
function MessageListReading({ first, opened }: { first: MessagePage; opened: MessageItem | null }) {
  const t = useTranslations('messages');
  const te = useTranslations('errors');
  const locale = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(messageQueries.list(locale, first));
  const [readIds, setReadIds] = useState<Set<string>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [open, setOpen] = useState<Set<string>>(new Set(opened ? [opened.id] : []));

  const wordsOf = (error: unknown) => errorWords(error, te);
  const pages = list.data?.pages ?? [first];
  const loaded = pages.flatMap((page) => page.items);
  // The message opened by its link comes first when page 1 does not hold it; later pages skip it.
  const merged = opened && !loaded.some((item) => item.id === opened.id) ? [opened, ...loaded] : loaded;
  const seen = new Set<string>();
  const items = merged
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .map((item) => (allRead || readIds.has(item.id) ? { ...item, read: true } : item));
  const lastPage = pages.at(-1);
  const more =
    pages.length === 1
      ? first.items.length >= MORE_THRESHOLD && first.total > MESSAGE_PAGE_SIZE
      : (lastPage?.items.length ?? 0) >= MORE_THRESHOLD;

  const read = useMutation({
    mutationFn: async (id: string) => callEndpoint(messageApi.read, { id }, { locale }),
    onMutate: (id) => setReadIds((current) => new Set(current).add(id)),
    onSuccess: () => invalidateBell(queryClient),
    onError: (error) => toast(wordsOf(error), { tone: 'error' }),
  });

  const readAll = useMutation({
    mutationFn: async () => callEndpoint(messageApi.readAll, {}, { locale }),
    onSuccess: async () => {
      setAllRead(true);
      toast(t('allMarkedRead'), { tone: 'success' });
      await invalidateBell(queryClient);
    },
    onError: (error) => toast(wordsOf(error), { tone: 'error' }),
  });

  const openedRead = useRef(false);
  useEffect(() => {
    if (openedRead.current || !opened || opened.read) return;
    openedRead.current = true;
    read.mutate(opened.id);
  }, [opened, read]);

  function toggle(item: MessageItem) {
    const next = new Set(open);
    if (next.has(item.id)) next.delete(item.id);
    else {
      next.add(item.id);
      if (!item.read) read.mutate(item.id);
    }
    setOpen(next);
  }

  async function loadMore() {
    if (list.isFetchingNextPage) return;
    const answer = await list.fetchNextPage();
    if (answer.isError) toast(wordsOf(answer.error), { tone: 'error' });
  }

  const loading = list.isFetchingNextPage;
  const markAllRead = () => readAll.mutate();

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={markAllRead}
          disabled={items.every((item) => item.read)}
        >
          {t('markAllRead')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="rounded-card border border-line bg-surface px-6 py-12 text-center text-ink-subtle">
          {t('empty')}
        </p>
      ) : null}
      <ul className="space-y-3">
        {items.map((item) => {
          const expanded = open.has(item.id);
          return (
            <li
              key={item.id}
              id={`message-${item.id}`}
              className={cn(
                'relative flex items-start gap-3 rounded-card border bg-surface px-4 py-4 sm:px-5',
                item.read ? 'border-line' : 'border-steel-500/40 shadow-card',
              )}
            >
              <span
                className={cn(
                  'mt-2 size-2 shrink-0 rounded-full',
                  item.read ? 'bg-transparent' : 'bg-ember-500',
                )}
                aria-hidden="true"
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-2 text-xs text-ink-subtle tabular-nums">
                  {item.sentAt}
                  {!item.read ? (
                    <span className="rounded bg-ember-100 px-1.5 text-[11px] font-medium text-ember-700">
                      {t('unread')}
                    </span>
                  ) : null}
                  {/* The button's ::after covers the card; the message's links stay outside it (no control in a control). */}
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
              {expanded ? (
                <div id={`message-body-${item.id}`} className="sr-only">
                  {t('opened')}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {more ? (
        <div className="mt-6 text-center">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void loadMore()}
            disabled={loading}
          >
            {loading ? t('loading') : t('more')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
