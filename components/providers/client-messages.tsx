import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { AddMessages } from './add-messages';

/** Adds the namespaces a layout or page declares for its client components (lib/i18n/pick-messages.ts). */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return <AddMessages messages={pickMessages(await getMessages(), namespaces)}>{children}</AddMessages>;
}
