'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useBff } from '@/components/ui/use-bff';
import { Link } from '@/lib/i18n/navigation';

type PopoverMessage = { id: string | number; status?: string | number | null; sendMsg?: string | null; sendTime?: string | null };

/** The badge shows at most "9+" (accounts.md 2.1: "shows at most 9"). */
export function badgeText(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}

/**
 * The message bell (accounts.md 2.1): the unread badge, and a popover of the 4 newest messages
 * (first 10 characters of the send time, the HTML sanitised on the server) with a link to all.
 */
export function MessageBell({ unread }: { unread: number | null }) {
  const t = useTranslations('messages');
  const bff = useBff();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [messages, setMessages] = useState<PopoverMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    const answer = await bff<{ list: PopoverMessage[] }>('/api/ops/messages.list', { pageNum: 1, pageSize: 4, type: 1, inlet: 'USER' });
    if (answer.ok) setMessages(answer.data.list);
    else setError(answer.error.message);
  }

  const label = unread ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <details
      ref={detailsRef}
      className="group relative"
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open && messages === null) void load();
      }}
    >
      <summary
        className="relative flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-steel-800 hover:bg-steel-50 [&::-webkit-details-marker]:hidden"
        aria-label={label}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5.5" fill="none" stroke="currentColor" strokeWidth="1.7">
          <path d="M6 9.5a6 6 0 0 1 12 0c0 4.5 1.5 6 2 6.5H4c.5-.5 2-2 2-6.5zM10 19a2 2 0 0 0 4 0" strokeLinejoin="round" />
        </svg>
        {unread ? (
          <span data-testid="unread-badge" className="absolute top-1 right-0.5 min-w-4.5 rounded-full bg-ember-600 px-1 text-center text-[11px] leading-4.5 font-semibold text-white tabular-nums">
            {badgeText(unread)}
          </span>
        ) : null}
      </summary>
      {/* On a phone the bell is not at the screen's edge: the popover spans the screen under the
          header instead of hanging off the bell (the header's backdrop filter makes it the box
          that `fixed` is relative to, and the header is full width at the top). */}
      <div
        data-testid="message-popover"
        className="fixed inset-x-4 top-17 z-50 rounded-lg border border-line bg-surface shadow-pop sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-1 sm:w-[22rem]"
      >
        <p className="border-b border-line px-4 py-2.5 text-sm font-semibold text-steel-900">{t('title')}</p>
        <ul className="max-h-96 divide-y divide-line overflow-y-auto">
          {messages === null && !error ? <li className="px-4 py-6 text-center text-sm text-ink-subtle">{t('loading')}</li> : null}
          {error ? <li role="alert" className="px-4 py-4 text-sm text-danger-600">{error}</li> : null}
          {messages?.length === 0 ? <li className="px-4 py-6 text-center text-sm text-ink-subtle">{t('empty')}</li> : null}
          {messages?.map((message) => (
            <li key={message.id}>
              <Link
                href={`/textmessage/${message.id}`}
                onClick={() => detailsRef.current?.removeAttribute('open')}
                className="block px-4 py-3 hover:bg-steel-50"
              >
                <span className="flex items-center gap-2 text-xs text-ink-subtle tabular-nums">
                  {String(message.status ?? '') !== '1' ? <span className="size-1.5 rounded-full bg-ember-500" aria-label={t('unread')} /> : null}
                  {(message.sendTime ?? '').slice(0, 10)}
                </span>
                {/* Sanitised on the server (the operation's htmlFields). */}
                <span className="prose-platform mt-1 line-clamp-2 text-sm text-ink [&>:first-child]:mt-0 [&>:last-child]:mb-0" dangerouslySetInnerHTML={{ __html: message.sendMsg ?? '' }} />
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
