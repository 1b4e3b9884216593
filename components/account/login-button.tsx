'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { LazyLoginDialog, preloadLoginDialog } from '@/components/account/lazy-login-dialog';

/**
 * The header's Login/Register button (signed out). It also opens by itself on `?login=required`,
 * where a visitor lands after asking for a page that needs login (DESIGN.md), and on
 * `?login=expired`, where the platform had just ended the session (lib/session/session.ts).
 */
export function LoginButton() {
  const t = useTranslations('login');
  const asked = useSearchParams()?.get('login');
  const notice = asked === 'required' || asked === 'expired' ? t(asked) : undefined;
  const [open, setOpen] = useState(notice !== undefined);
  const locale = useLocale();
  const preload = () => preloadLoginDialog(locale);
  return (
    <>
      <button type="button" aria-label={t('button')} className={buttonClass('primary', 'sm')} onPointerEnter={preload} onPointerDown={preload} onFocus={preload} onClick={() => setOpen(true)}>
        {/* The short label on phones, and beside the full desktop menu until 2xl, where a visitor's
            English menu and the full label together ran 15 px past the header's edge. */}
        <span className="sm:hidden xl:inline 2xl:hidden">{t('buttonShort')}</span>
        <span className="hidden sm:inline xl:hidden 2xl:inline">{t('button')}</span>
      </button>
      {open ? <LazyLoginDialog open={open} onOpenChange={setOpen} notice={notice} /> : null}
    </>
  );
}
