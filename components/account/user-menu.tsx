'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { callEndpoint, SESSION_ENDED_EVENT } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import { navigateWithBar } from '@/lib/i18n/link-pending';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { HEADER_DISCLOSURE } from '@/components/layout/header-disclosure';
import * as authApi from '@/lib/accounts/addresses';

/**
 * The signed-in user's dropdown (accounts.md 2.1): labelled with the company name, else the user name.
 * Its two item texts come from the server header, so the `account` namespace stays off every page.
 * When any call of the page finds the session over (a BFF 401), it re-reads the page: the header
 * shows the visitor's login button, and a page that needs a login goes home with the login dialog
 * and the way back (business.md 6); a form's draft keeps what was typed for that way back.
 */
export function UserMenu({ label, texts }: { label: string; texts: { personalCentre: string; logout: string } }) {
  const te = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const sessionEnded = () => router.refresh();
    window.addEventListener(SESSION_ENDED_EVENT, sessionEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, sessionEnded);
  }, [router]);

  // A link followed after the session ended elsewhere (a logout in another tab): the proxy's guard
  // sends the navigation home with `?login=`, but a client navigation keeps this layout, so the header
  // would still show the user and no login dialog. Re-reading the page renders the visitor's header,
  // whose login button opens by itself on that address (spec review, stop 24).
  const askedToLogIn = ['required', 'expired'].includes(useSearchParams()?.get('login') ?? '');
  useEffect(() => {
    if (askedToLogIn) router.refresh();
  }, [askedToLogIn, router]);

  async function logout() {
    setLeaving(true);
    try {
      // The declaration loads with the click: zod stays off every signed-in page's first load.
      await callEndpoint(authApi.logout, {}, { locale });
    } catch (error) {
      // The session may be over anyway; say what happened and go home like a successful logout.
      toast(errorWords(error, te, 'generic'), { tone: 'error' });
    }
    setLeaving(false);
    // The menu closes as a link's would; the loading bar says the next page is coming.
    detailsRef.current?.removeAttribute('open');
    navigateWithBar(() => {
      router.push('/');
      router.refresh();
    });
  }

  return (
    <details name={HEADER_DISCLOSURE} ref={detailsRef} className="group relative">
      {/* The title gives the full company name where the chip truncates it. */}
      <summary title={label} className="flex h-10 max-w-44 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-steel-800 hover:bg-steel-50 [&::-webkit-details-marker]:hidden">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-steel-700 text-xs text-white" aria-hidden="true">
          {label.slice(0, 1)}
        </span>
        {/* The name where the row has room for it: from md (below, the full logo and the menu button need it) until the desktop menu takes the row at xl. */}
        <span className="hidden truncate md:inline xl:hidden">{label}</span>
        <span className="sr-only md:hidden xl:inline">{label}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-44 rounded-lg border border-line bg-surface p-1.5 shadow-pop">
        <li>
          <Link href="/user" className="block rounded-md px-3 py-2 text-sm hover:bg-steel-50" onClick={() => detailsRef.current?.removeAttribute('open')}>
            {texts.personalCentre}
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => void logout()} disabled={leaving} className="block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-steel-50">
            {texts.logout}
          </button>
        </li>
      </ul>
    </details>
  );
}
