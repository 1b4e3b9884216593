'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { LazyMessages } from '@/components/providers/lazy-messages';

// The dialog's forms, captcha and validation: fetched when it first opens, with its code, instead of
// riding inline on every page. 'login', 'common' and 'errors' come from the main layout.
const CLIENT_NAMESPACES = ['account', 'captcha', 'validation'] as const;

const LoginDialog = dynamic(() => import('./login-dialog').then((module) => module.LoginDialog), {
  ssr: false,
});

/** The login dialog as every opener uses it: nothing is loaded until it opens. */
export function LazyLoginDialog(props: ComponentProps<typeof LoginDialog>) {
  if (!props.open) return null;
  return (
    <LazyMessages namespaces={CLIENT_NAMESPACES}>
      <LoginDialog {...props} />
    </LazyMessages>
  );
}
