'use client';

import { useTranslations } from 'next-intl';
import { useState, type UIEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';

/** An agreement to read (accounts.md 2.8): 580 × 372 px, confirm enabled once scrolled to the end; `html` sanitised on the server. */
export function AgreementDialog({
  open,
  onOpenChange,
  title,
  html,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  html: string;
  onConfirm: () => void;
}) {
  const t = useTranslations('account');
  const [readToEnd, setReadToEnd] = useState(false);

  function checkEnd(box: HTMLDivElement | null) {
    if (box && box.clientHeight > 0 && box.scrollTop + box.clientHeight >= box.scrollHeight - 8)
      setReadToEnd(true);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <div
        tabIndex={0}
        ref={checkEnd}
        onScroll={(event: UIEvent<HTMLDivElement>) => checkEnd(event.currentTarget)}
        data-testid="agreement-text"
        className="prose-platform max-h-[372px] overflow-y-auto rounded-md border border-line bg-canvas px-4 py-3 text-sm [&_h1]:text-lg [&_h1]:leading-snug [&_h2]:mt-5 [&_h2]:text-base [&_h3]:text-sm"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="mt-3 min-h-5 text-xs text-ink-subtle">{readToEnd ? '' : t('scrollToConfirm')}</p>
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={() => onOpenChange(false)}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!readToEnd}
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          {t('agreeAndContinue')}
        </button>
      </div>
    </Dialog>
  );
}
