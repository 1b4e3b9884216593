'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorWords } from '@/lib/bff/error-words';
import { Link } from '@/lib/i18n/navigation';
import { messageQueries } from '@/lib/messages/queries';
import { CountBadge } from '@/components/ui/count-badge';
import { QueryProvider } from '@/components/ui/query-provider';
import { HEADER_DISCLOSURE } from '@/components/layout/header-disclosure';
import { useRefreshOnNavigation } from '@/components/layout/use-refresh-on-navigation';

export type InitialUnread = { count: number } | { error: string };

export function MessageBell(props: ComponentProps<typeof MessageBellReading>) {
  return (
    <QueryProvider>
      <MessageBellReading {...props} />
    </QueryProvider>
  );
}

/** The message bell (accounts.md 2.1): unread badge and newest messages; a count that fails is said in the server's words (accounts.md 8). */
function MessageBellReading({ initial }: { initial: InitialUnread }) {
  const t = useTranslations('messages');
  const te = useTranslations('errors');
  const locale = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  const unread = useQuery({
    ...messageQueries.unread(locale),
    initialData: 'count' in initial ? initial.count : undefined,
  });
  const popover = useQuery({ ...messageQueries.popover(locale), enabled: opened });

  // The layout's fresh count (after a sign-in or refresh) wins over the cached one.
  const serverCount = 'count' in initial ? initial.count : null;
  useEffect(() => {
    if (serverCount !== null) queryClient.setQueryData(messageQueries.unread(locale).queryKey, serverCount);
  }, [serverCount, locale, queryClient]);

  useRefreshOnNavigation(messageQueries.unread(locale).queryKey);

  const wordsOf = (error: unknown) => errorWords(error, te);
  const countError = unread.isError
    ? wordsOf(unread.error)
    : unread.data === undefined && 'error' in initial
      ? initial.error
      : null;
  useEffect(() => {
    if (countError) toast(countError, { tone: 'error' });
  }, [countError, toast]);

  const count = unread.data ?? null;
  const messages = popover.data?.items ?? null;
  const listError = popover.isError ? wordsOf(popover.error) : null;
  const label = countError
    ? t('bellError', { error: countError })
    : count
      ? t('bellUnread', { count })
      : t('bell');
  return (
    <details
      ref={detailsRef}
      name={HEADER_DISCLOSURE}
      className="group relative"
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open) setOpened(true);
      }}
    >
      <summary
        className="relative flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-steel-800 hover:bg-steel-50 [&::-webkit-details-marker]:hidden"
        aria-label={label}
        title={countError ?? undefined}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
        >
          <path
            d="M6 9.5a6 6 0 0 1 12 0c0 4.5 1.5 6 2 6.5H4c.5-.5 2-2 2-6.5zM10 19a2 2 0 0 0 4 0"
            strokeLinejoin="round"
          />
        </svg>
        {count && !countError ? (
          <CountBadge count={count} testId="unread-badge" className="top-1 right-0.5" />
        ) : null}
        {countError ? (
          <span
            data-testid="unread-error"
            aria-hidden="true"
            className="absolute top-1 right-0.5 size-4.5 rounded-full bg-danger-600 text-center text-[11px] leading-4.5 font-semibold text-white"
          >
            !
          </span>
        ) : null}
      </summary>
      {/* On a phone the popover spans the screen under the header (its backdrop filter is `fixed`'s box). */}
      <div
        data-testid="message-popover"
        className="fixed inset-x-4 top-17 z-50 rounded-lg border border-line bg-surface shadow-pop sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-1 sm:w-[22rem]"
      >
        <p className="border-b border-line px-4 py-2.5 text-sm font-semibold text-steel-900">{t('title')}</p>
        <ul className="max-h-96 divide-y divide-line overflow-y-auto">
          {countError ? (
            <li role="alert" className="px-4 py-3 text-sm text-danger-600">
              {countError}
            </li>
          ) : null}
          {messages === null && !listError ? (
            <li className="px-4 py-6 text-center text-sm text-ink-subtle">{t('loading')}</li>
          ) : null}
          {listError ? (
            <li role="alert" className="px-4 py-4 text-sm text-danger-600">
              {listError}
            </li>
          ) : null}
          {messages?.length === 0 ? (
            <li className="px-4 py-6 text-center text-sm text-ink-subtle">{t('empty')}</li>
          ) : null}
          {messages?.map((message) => (
            <li key={message.id}>
              <Link
                href={`/textmessage/${message.id}`}
                onClick={() => detailsRef.current?.removeAttribute('open')}
                className="block px-4 py-3 hover:bg-steel-50"
              >
                <span className="flex items-center gap-2 text-xs text-ink-subtle tabular-nums">
                  {!message.read ? (
                    <span className="size-1.5 rounded-full bg-ember-500" aria-label={t('unread')} />
                  ) : null}
                  {message.sentOn}
                </span>
                {/* Text only: the message's own links would nest in this link (WCAG 4.1.2). */}
                <span className="mt-1 line-clamp-2 text-sm text-ink">{textOf(message.html)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          href="/textmessage/all"
          onClick={() => detailsRef.current?.removeAttribute('open')}
          className="block border-t border-line px-4 py-2.5 text-center text-sm font-medium text-steel-600 hover:bg-steel-50"
        >
          {t('all')}
        </Link>
      </div>
    </details>
  );
}

function textOf(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
