'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { LazyLoginDialog, preloadLoginDialog } from '@/components/account/lazy-login-dialog';

/** The header's Login/Register button; it opens by itself on `?login=required` (DESIGN.md) and `?login=expired`. */
export function LoginButton() {
  const t = useTranslations('login');
  const asked = useSearchParams()?.get('login');
  const notice = asked === 'required' || asked === 'expired' ? t(asked) : undefined;
  const [open, setOpen] = useState(notice !== undefined);
  const locale = useLocale();
  const preload = () => preloadLoginDialog(locale);
  return (
    <>
      <button
        type="button"
        aria-label={t('button')}
        className={buttonClass('primary', 'sm')}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {/* The short label wherever the full one would overflow the header. */}
        <span className="sm:hidden xl:inline 2xl:hidden">{t('buttonShort')}</span>
        <span className="hidden sm:inline xl:hidden 2xl:inline">{t('button')}</span>
      </button>
      {open ? <LazyLoginDialog open={open} onOpenChange={setOpen} notice={notice} /> : null}
    </>
  );
}
