'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from './button-styles';

const noSubscription = () => () => undefined;

type OpeningNoticeProps = {
  failed: boolean;
  onClose: () => void;
  busy?: string;
  failure?: string;
};

/** Shown while a lazily loaded dialog's code arrives (use-loaded.ts), or why it failed; a click or Escape gives up. */
export function OpeningNotice({ failed, onClose, busy, failure }: OpeningNoticeProps) {
  const t = useTranslations('opening');
  // Nothing on the server.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!inBrowser) return null;
  // Into <body>: inside the header (backdrop-blur) `fixed` would cover the header alone.
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-steel-950/50 p-4 backdrop-blur-[2px]"
      onClick={onClose}
    >
      {failed ? (
        <div
          role="alert"
          className="max-w-sm rounded-card bg-surface px-5 py-4 text-sm text-ink shadow-card"
          onClick={(event) => event.stopPropagation()}
        >
          <p>{failure ?? t('failed')}</p>
          <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : (
        <p
          role="status"
          className="flex items-center gap-3 rounded-card bg-surface px-5 py-4 text-sm text-ink shadow-card"
        >
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-line border-t-steel-700"
          />
          {busy ?? t('busy')}
        </p>
      )}
    </div>,
    document.body,
  );
}
