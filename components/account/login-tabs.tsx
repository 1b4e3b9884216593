'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { LoginResult } from '@/lib/accounts/endpoints';
import { EmailLoginForm } from './email-login-form';
import { SmsLoginForm } from './sms-login-form';

/** The two ways to log in (accounts.md 2.2), mobile first; used by the header dialog and the login pages. */
export function LoginTabs({ flow = 'web', onLoggedIn }: { flow?: 'web' | 'app'; onLoggedIn?: (result: LoginResult) => void }) {
  const t = useTranslations('login');
  const [tab, setTab] = useState<'mobile' | 'email'>('mobile');
  return (
    <>
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
        {tab === 'mobile' ? <SmsLoginForm flow={flow} onLoggedIn={onLoggedIn} /> : <EmailLoginForm onLoggedIn={onLoggedIn} />}
      </div>
    </>
  );
}
