'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { callEndpoint, SESSION_ENDED_EVENT } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import { navigateWithBar } from '@/lib/i18n/link-pending';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { HEADER_DISCLOSURE } from '@/components/layout/header-disclosure';
import { useRefreshOnNavigation } from '@/components/layout/use-refresh-on-navigation';
import { QueryProvider } from '@/components/ui/query-provider';
import * as authApi from '@/lib/accounts/addresses';
import { personalCentreQueries } from '@/lib/personal-centre/queries';
import { CountBadge } from '@/components/ui/count-badge';

/** The signed-in user's dropdown (accounts.md 2.1), labelled with the company name, else the user name. A BFF 401
 *  re-reads the page, so a page needing a login goes home with the login dialog and the way back (business.md 6). */
type UserMenuProps = { label: string; texts: { personalCentre: string; logout: string } };

export function UserMenu(props: UserMenuProps) {
  return (
    <QueryProvider>
      <UserMenuReading {...props} />
    </QueryProvider>
  );
}

function UserMenuReading({ label, texts }: UserMenuProps) {
  const te = useTranslations('errors');
  const tw = useTranslations('companyWork.menu');
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [leaving, setLeaving] = useState(false);
  // What waits for the company (the personal centre's first part), asked again on every new page like the bell.
  const waitingQuery = personalCentreQueries.waiting(locale);
  const waiting = useQuery(waitingQuery);
  useRefreshOnNavigation(waitingQuery.queryKey);
  const waitingCount = waiting.data ?? 0;

  useEffect(() => {
    const sessionEnded = () => router.refresh();
    window.addEventListener(SESSION_ENDED_EVENT, sessionEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, sessionEnded);
  }, [router]);

  // The guard sent a client navigation home with `?login=` (session ended elsewhere): re-read for the visitor's header.
  const askedToLogIn = ['required', 'expired'].includes(useSearchParams()?.get('login') ?? '');
  useEffect(() => {
    if (askedToLogIn) router.refresh();
  }, [askedToLogIn, router]);

  async function logout() {
    setLeaving(true);
    try {
      await callEndpoint(authApi.logout, {}, { locale });
    } catch (error) {
      // The session may be over anyway: say so and go home as after a logout.
      toast(errorWords(error, te, 'generic'), { tone: 'error' });
    }
    setLeaving(false);
    detailsRef.current?.removeAttribute('open');
    navigateWithBar(() => {
      router.push('/');
      router.refresh();
    });
  }

  return (
    <details name={HEADER_DISCLOSURE} ref={detailsRef} className="group relative">
      {/* The title gives the full company name where the chip truncates it. */}
      <summary
        title={label}
        className="flex h-10 max-w-44 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-steel-800 hover:bg-steel-50 [&::-webkit-details-marker]:hidden"
      >
        <span
          className="relative flex size-7 shrink-0 items-center justify-center rounded-full bg-steel-700 text-xs text-white"
          aria-hidden="true"
        >
          {label.slice(0, 1)}
          {waitingCount > 0 ? (
            <CountBadge
              count={waitingCount}
              testId="waiting-badge"
              className="-top-1.5 -right-2 ring-2 ring-surface"
            />
          ) : null}
        </span>
        {waitingCount > 0 ? <span className="sr-only">{tw('waiting', { count: waitingCount })}</span> : null}
        {/* Shown only where the row has room: from md until the desktop menu takes it at xl. */}
        <span className="hidden truncate md:inline xl:hidden">{label}</span>
        <span className="sr-only md:hidden xl:inline">{label}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-44 rounded-lg border border-line bg-surface p-1.5 shadow-pop">
        {waitingCount > 0 ? (
          <li>
            <Link
              href="/user"
              className="block rounded-md bg-warning-50 px-3 py-2 text-sm font-medium whitespace-nowrap text-warning-600 hover:bg-warning-50/70"
              onClick={() => detailsRef.current?.removeAttribute('open')}
            >
              {tw('waiting', { count: waitingCount })}
            </Link>
          </li>
        ) : null}
        <li>
          <Link
            href="/user"
            className="block rounded-md px-3 py-2 text-sm hover:bg-steel-50"
            onClick={() => detailsRef.current?.removeAttribute('open')}
          >
            {texts.personalCentre}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={leaving}
            className="block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-steel-50"
          >
            {texts.logout}
          </button>
        </li>
      </ul>
    </details>
  );
}
