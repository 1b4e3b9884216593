'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLoaded } from '@/components/providers/use-loaded';
import { buttonClass } from '@/components/ui/button-styles';
import { OpeningNotice } from '@/components/ui/opening-notice';

const loadDialog = () => import('./company-email-dialog');

export function CompanyEmailButton({ current }: { current: string }) {
  const t = useTranslations('personalCentre');
  const [open, setOpen] = useState(false);
  const dialog = useLoaded(loadDialog, open);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('changeEmail')}
      </button>
      {dialog.module ? (
        <dialog.module.CompanyEmailDialog current={current} open={open} onOpenChange={setOpen} />
      ) : open ? (
        <OpeningNotice failed={dialog.failed} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
