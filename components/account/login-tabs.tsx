'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import type { LoginResult } from '@/lib/accounts/schemas';
import { EmailLoginForm } from './email-login-form';
import { SmsLoginForm } from './sms-login-form';

/** The two ways to log in (accounts.md 2.2), mobile first; used by the header dialog and the login pages. */
export function LoginTabs({
  flow = 'web',
  onLoggedIn,
}: {
  flow?: 'web' | 'app';
  onLoggedIn?: (result: LoginResult) => void;
}) {
  const t = useTranslations('login');
  const [tab, setTab] = useState<'mobile' | 'email'>('mobile');
  return (
    <>
      <SegmentedTabs
        label={t('title')}
        className="mb-5"
        selected={tab}
        onSelect={setTab}
        tabs={(['mobile', 'email'] as const).map((option) => ({
          value: option,
          label: t(`tab.${option}`),
          id: `login-tab-${option}`,
          controls: `login-panel-${option}`,
        }))}
      />
      <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
        {tab === 'mobile' ? (
          <SmsLoginForm flow={flow} onLoggedIn={onLoggedIn} />
        ) : (
          <EmailLoginForm onLoggedIn={onLoggedIn} />
        )}
      </div>
    </>
  );
}
