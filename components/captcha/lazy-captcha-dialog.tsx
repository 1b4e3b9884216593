'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { LazyMessages } from '@/components/providers/lazy-messages';

// The captcha's widgets and words: fetched when the dialog first opens, for the public pages that
// ask for a captcha only when something is sent (/Feedback), so they ride on no first load.
const CLIENT_NAMESPACES = ['captcha'] as const;

const CaptchaDialog = dynamic(() => import('./captcha-dialog').then((module) => module.CaptchaDialog), { ssr: false });

/** The captcha dialog as a public page uses it: nothing is loaded until it opens. */
export function LazyCaptchaDialog(props: ComponentProps<typeof CaptchaDialog>) {
  if (!props.open) return null;
  return (
    <LazyMessages namespaces={CLIENT_NAMESPACES}>
      <CaptchaDialog {...props} />
    </LazyMessages>
  );
}
