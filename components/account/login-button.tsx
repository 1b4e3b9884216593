'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { LoginDialog } from './login-dialog';

/** The header's Login/Register button (signed out): opens the login dialog in place. */
export function LoginButton() {
  const t = useTranslations('login');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('primary', 'sm', 'px-3.5')} onClick={() => setOpen(true)}>
        <span className="sm:hidden">{t('buttonShort')}</span>
        <span className="hidden sm:inline">{t('button')}</span>
      </button>
      <LoginDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
