'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { OpeningNotice } from '@/components/ui/opening-notice';
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

/** The login dialog as every opener uses it: nothing is loaded until it opens (or is preloaded). */
export function LazyLoginDialog(props: LoginDialogProps) {
  const t = useTranslations('login');
  const dialog = useLoaded(loadDialog, props.open);
  if (!props.open) return null;
  const close = () => props.onOpenChange(false);
  const opening = (failed: boolean) => <OpeningNotice failed={failed} onClose={close} busy={t('opening')} failure={t('openFailed')} />;
  const waiting = opening(dialog.failed);
  return (
    <LazyMessages namespaces={CLIENT_NAMESPACES} fallback={waiting} failure={opening(true)}>
      {dialog.module ? <dialog.module.LoginDialog {...props} /> : waiting}
    </LazyMessages>
  );
}
