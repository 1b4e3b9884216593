'use client';

import type { ComponentProps } from 'react';
import { LazyMessages } from '@/components/providers/lazy-messages';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';

// The captcha's widgets and words: fetched when the dialog first opens (its words only where the
// page does not send them already), so they ride on no page's first load: /Feedback asks for a
// captcha only when it sends, a login or registration form when a code is asked for.
const CLIENT_NAMESPACES = ['captcha'] as const;

const loadDialog = () => import('./captcha-dialog');

/** The captcha dialog as every form uses it: nothing is loaded until it opens. */
export function LazyCaptchaDialog(props: ComponentProps<typeof import('./captcha-dialog').CaptchaDialog>) {
  const dialog = useLoaded(loadDialog, props.open);
  if (!props.open) return null;
  const opening = (failed: boolean) => <OpeningNotice failed={failed} onClose={() => props.onOpenChange(false)} />;
  return (
    <LazyMessages namespaces={CLIENT_NAMESPACES} fallback={opening(dialog.failed)} failure={opening(true)}>
      {dialog.module ? <dialog.module.CaptchaDialog {...props} /> : opening(dialog.failed)}
    </LazyMessages>
  );
}
