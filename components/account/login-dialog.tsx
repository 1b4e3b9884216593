'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

type LoginTab = 'mobile' | 'email';

/**
 * The header's login dialog: mobile (SMS code) and e-mail tabs (accounts.md 2.2). This is the
 * shell; the accounts issue puts the forms, captcha and codes into the two panels.
 */
export function LoginDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('login');
  const [tab, setTab] = useState<LoginTab>('mobile');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')}>
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
      <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`} className="min-h-40">
        <p className="text-sm leading-relaxed text-ink-muted">{t(`intro.${tab}`)}</p>
      </div>
      <button type="button" className={buttonClass('secondary', 'md', 'mt-4 w-full')} onClick={() => onOpenChange(false)}>
        {t('cancel')}
      </button>
    </Dialog>
  );
}
