'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import { EmailLoginForm } from './email-login-form';
import { SmsLoginForm } from './sms-login-form';
import { useFinishLogin } from './use-finish-login';

type LoginTab = 'mobile' | 'email';

/** The header's login dialog: mobile (SMS code) and e-mail tabs (accounts.md 2.2). */
export function LoginDialog({
  open,
  onOpenChange,
  notice,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the dialog opened by itself, e.g. "you are not logged in, please log in". */
  notice?: string;
}) {
  const t = useTranslations('login');
  const [tab, setTab] = useState<LoginTab>('mobile');
  const finishLogin = useFinishLogin();
  const onLoggedIn = (result: Parameters<typeof finishLogin>[0]) => finishLogin(result, { onDone: () => onOpenChange(false) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')}>
      {notice ? (
        <p role="alert" className="mb-4 rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-600">
          {notice}
        </p>
      ) : null}
      <div role="tablist" aria-label={t('title')} className="mb-5 grid grid-cols-2 rounded-lg bg-steel-50 p-1">
        {(['mobile', 'email'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            id={`login-tab-${option}`}
            aria-selected={tab === option}
            aria-controls={`login-panel-${option}`}
            onClick={() => setTab(option)}
            className={cn(
              'h-9 rounded-md text-sm font-medium transition-colors',
              tab === option ? 'bg-surface text-steel-800 shadow-card' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`tab.${option}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
        {tab === 'mobile' ? <SmsLoginForm onLoggedIn={onLoggedIn} /> : <EmailLoginForm onLoggedIn={onLoggedIn} />}
      </div>
      <p className="mt-5 border-t border-line pt-4 text-center text-sm text-ink-muted">
        {t('noAccount')}{' '}
        <Link href="/register" className="font-medium text-steel-600 underline-offset-4 hover:underline" onClick={() => onOpenChange(false)}>
          {t('register')}
        </Link>
      </p>
    </Dialog>
  );
}
