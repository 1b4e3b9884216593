'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from '@/components/ui/button-styles';
import { LazyMessages, preloadMessages } from '@/components/providers/lazy-messages';
import { useLoaded } from '@/components/providers/use-loaded';

// The dialog's forms, captcha and validation: fetched when it first opens, with its code, instead of
// riding inline on every page. 'login', 'common' and 'errors' come from the main layout.
const CLIENT_NAMESPACES = ['account', 'captcha', 'validation'] as const;

const loadDialog = () => import('./login-dialog');

type LoginDialogProps = ComponentProps<typeof import('./login-dialog').LoginDialog>;

/**
 * Starts fetching the dialog's code and texts, for an opener to call on pointer-enter, pointer-down
 * and focus: both are on their way before the click (they take two round trips and ~140 KiB).
 */
export function preloadLoginDialog(locale: string): void {
  loadDialog().catch(() => undefined);
  preloadMessages(locale, CLIENT_NAMESPACES);
}

/**
 * Shown from the click until the dialog can render (on a slow phone its code and texts take a
 * moment, and a tap that changes nothing gets tapped again), or when they could not be fetched.
 * A click on it or Escape gives up, as with the dialog itself.
 */
function Opening({ failed, onClose }: { failed: boolean; onClose: () => void }) {
  const t = useTranslations('login');
  const tCommon = useTranslations('common');
  // In the browser only (a `?login=required` page renders it on the server too, as nothing).
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!inBrowser) return null;
  // Into <body>, as the dialog's own portal does: inside the header (backdrop-blur) `fixed` would
  // cover the header alone.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-steel-950/50 p-4 backdrop-blur-[2px]" onClick={onClose}>
      {failed ? (
        <div role="alert" className="max-w-sm rounded-card bg-surface px-5 py-4 text-sm text-ink shadow-card" onClick={(event) => event.stopPropagation()}>
          <p>{t('openFailed')}</p>
          <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={onClose}>
            {tCommon('close')}
          </button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 rounded-card bg-surface px-5 py-4 text-sm text-ink shadow-card">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-line border-t-steel-700" />
          {t('opening')}
        </p>
      )}
    </div>,
    document.body,
  );
}

const noSubscription = () => () => undefined;

/** The login dialog as every opener uses it: nothing is loaded until it opens (or is preloaded). */
export function LazyLoginDialog(props: LoginDialogProps) {
  const dialog = useLoaded(loadDialog, props.open);
  if (!props.open) return null;
  const close = () => props.onOpenChange(false);
  const waiting = <Opening failed={dialog.failed} onClose={close} />;
  return (
    <LazyMessages namespaces={CLIENT_NAMESPACES} fallback={waiting} failure={<Opening failed onClose={close} />}>
      {dialog.module ? <dialog.module.LoginDialog {...props} /> : waiting}
    </LazyMessages>
  );
}
