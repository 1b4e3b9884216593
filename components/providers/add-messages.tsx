'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { mergeMessages } from '@/lib/i18n/pick-messages';

/** A nested provider that adds to the messages above it (next-intl's own replaces them). */
export function AddMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages();
  const merged = useMemo(() => mergeMessages(inherited, messages), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
