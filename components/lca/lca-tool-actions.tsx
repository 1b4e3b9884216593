'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyLoginDialog } from '@/components/account/lazy-login-dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { LazyLcaConfirmDialog } from './lazy-lca-confirm-dialog';

export function LcaLoginButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('primary', 'lg', 'mt-4')} onClick={() => setOpen(true)}>
        {label}
      </button>
      <LazyLoginDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** /lcaTools for a subscriber; just subscribed (`onAnswered`), the confirm dialog opens at once (accounts.md 4.10). */
export function LcaSubscribed({
  buttonEnabled,
  onAnswered,
}: {
  buttonEnabled: boolean;
  onAnswered?: () => void;
}) {
  const t = useTranslations('lcaTools');
  const [confirmOpen, setConfirmOpen] = useState(Boolean(onAnswered));
  function onOpenChange(open: boolean) {
    setConfirmOpen(open);
    if (!open) onAnswered?.();
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p className="text-ink">{t('youAreSubscribed')}</p>
      {buttonEnabled ? (
        <button type="button" className={buttonClass('green', 'lg')} onClick={() => setConfirmOpen(true)}>
          {t('openTool')}
        </button>
      ) : null}
      <LazyLcaConfirmDialog open={confirmOpen} onOpenChange={onOpenChange} />
    </div>
  );
}
