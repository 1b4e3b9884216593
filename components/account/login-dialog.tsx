'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { LoginResult } from '@/lib/accounts/schemas';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LoginTabs } from './login-tabs';
import { useFinishLogin } from './use-finish-login';

/** The header's login dialog: mobile (SMS code) and e-mail tabs (accounts.md 2.2). */
export function LoginDialog({
  open,
  onOpenChange,
  notice,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notice?: string;
  /** Runs once signed in on this page (not sent to the supplement form), e.g. the download asked for. */
  onSignedIn?: () => void;
}) {
  const t = useTranslations('login');
  const finishLogin = useFinishLogin();
  // A link inside the dialog (the "not registered" prompt's sign-up) leaves the page: the dialog goes with it.
  const pathname = usePathname();
  const [openedAt] = useState(pathname);
  useEffect(() => {
    if (pathname !== openedAt) onOpenChange(false);
  }, [pathname, openedAt, onOpenChange]);
  const onLoggedIn = (result: LoginResult) =>
    finishLogin(result, {
      onDone: () => {
        onOpenChange(false);
        if (!result.needsSupplement) onSignedIn?.();
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')}>
      {notice ? (
        <p role="alert" className="mb-4 rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-600">
          {notice}
        </p>
      ) : null}
      <LoginTabs onLoggedIn={onLoggedIn} />
      <p className="mt-5 border-t border-line pt-4 text-center text-sm text-ink-muted">
        {t('noAccount')}{' '}
        <Link
          href="/register"
          className="font-medium text-steel-600 underline underline-offset-4 hover:text-steel-800"
          onClick={() => onOpenChange(false)}
        >
          {t('register')}
        </Link>
      </p>
    </Dialog>
  );
}
