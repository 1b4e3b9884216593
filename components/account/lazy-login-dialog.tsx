'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { OpeningNotice } from '@/components/ui/opening-notice';
import { LazyMessages, preloadMessages } from '@/components/providers/lazy-messages';
import { useLoaded } from '@/components/providers/use-loaded';

// Fetched with the dialog's code; 'login', 'common' and 'errors' come from the main layout.
const CLIENT_NAMESPACES = ['account', 'captcha', 'validation'] as const;

const loadDialog = () => import('./login-dialog');

type LoginDialogProps = ComponentProps<typeof import('./login-dialog').LoginDialog>;

/** Prefetches the dialog's code and texts, for an opener to call on pointer and focus. */
export function preloadLoginDialog(locale: string): void {
  loadDialog().catch(() => undefined);
  preloadMessages(locale, CLIENT_NAMESPACES);
}

export function LazyLoginDialog(props: LoginDialogProps) {
  const t = useTranslations('login');
  const dialog = useLoaded(loadDialog, props.open);
  if (!props.open) return null;
  const close = () => props.onOpenChange(false);
  const opening = (failed: boolean) => (
    <OpeningNotice failed={failed} onClose={close} busy={t('opening')} failure={t('openFailed')} />
  );
  const waiting = opening(dialog.failed);
  return (
    <LazyMessages namespaces={CLIENT_NAMESPACES} fallback={waiting} failure={opening(true)}>
      {dialog.module ? <dialog.module.LoginDialog {...props} /> : waiting}
    </LazyMessages>
  );
}
