'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from './button-styles';

const noSubscription = () => () => undefined;

type OpeningNoticeProps = {
  /** The part's code could not be fetched (components/providers/use-loaded.ts). */
  failed: boolean;
  onClose: () => void;
  /** What is opening ("Opening the login form…"); "Opening…" when not given. */
  busy?: string;
  /** Why it did not open; a generic "could not be loaded" when not given. */
  failure?: string;
};

/**
 * What a part whose code is fetched when it opens (a dialog: components/providers/use-loaded.ts)
 * shows from the click until it can render, and instead of it when its code could not be fetched:
 * on a slow phone a tap that changes nothing gets tapped again, and one that silently fails looks
 * broken. Over the page like the dialog it stands for; a click on it or Escape gives up.
 */
export function OpeningNotice({ failed, onClose, busy, failure }: OpeningNoticeProps) {
  const t = useTranslations('opening');
  // In the browser only (a page that opens a dialog from its URL renders this on the server too, as nothing).
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!inBrowser) return null;
  // Into <body>, as a dialog's own portal does: inside a header (backdrop-blur) `fixed` would cover the header alone.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-steel-950/50 p-4 backdrop-blur-[2px]" onClick={onClose}>
      {failed ? (
        <div role="alert" className="max-w-sm rounded-card bg-surface px-5 py-4 text-sm text-ink shadow-card" onClick={(event) => event.stopPropagation()}>
          <p>{failure ?? t('failed')}</p>
          <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 rounded-card bg-surface px-5 py-4 text-sm text-ink shadow-card">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-line border-t-steel-700" />
          {busy ?? t('busy')}
        </p>
      )}
    </div>,
    document.body,
  );
}
