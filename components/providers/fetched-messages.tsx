'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { AddMessages } from './add-messages';
import { QueryProvider } from './query-provider';

async function fetchMessages(locale: string, namespaces: readonly string[]): Promise<AbstractIntlMessages> {
  const response = await fetch(`/api/lang/messages?locale=${locale}&ns=${namespaces.join(',')}`);
  if (!response.ok) throw new Error(`messages ${response.status}`);
  return (await response.json()) as AbstractIntlMessages;
}

/** LazyMessages' part that reads (loaded when a LazyMessages first renders, components/providers/lazy-messages.tsx). */
export function FetchedMessages(props: { namespaces: readonly string[]; children: ReactNode; fallback?: ReactNode }) {
  return (
    <QueryProvider>
      <Reading {...props} />
    </QueryProvider>
  );
}

function Reading({
  namespaces,
  children,
  fallback = null,
}: {
  namespaces: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['interface-messages', locale, namespaces.join(',')],
    queryFn: () => fetchMessages(locale, namespaces),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ? <AddMessages messages={data}>{children}</AddMessages> : fallback;
}
