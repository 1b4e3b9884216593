'use client';

import type { ComponentProps } from 'react';
import { LazyMessages } from '@/components/providers/lazy-messages';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';

// The widgets and words are fetched when the dialog first opens (the words only if the page lacks them).
const CLIENT_NAMESPACES = ['captcha'] as const;

const loadDialog = () => import('./captcha-dialog');

export function LazyCaptchaDialog(props: ComponentProps<typeof import('./captcha-dialog').CaptchaDialog>) {
  const dialog = useLoaded(loadDialog, props.open);
  if (!props.open) return null;
  const opening = (failed: boolean) => (
    <OpeningNotice failed={failed} onClose={() => props.onOpenChange(false)} />
  );
  return (
    <LazyMessages namespaces={CLIENT_NAMESPACES} fallback={opening(dialog.failed)} failure={opening(true)}>
      {dialog.module ? <dialog.module.CaptchaDialog {...props} /> : opening(dialog.failed)}
    </LazyMessages>
  );
}
