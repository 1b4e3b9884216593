'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { AddMessages } from './add-messages';
import { QueryProvider } from '@/components/ui/query-provider';

export type LazyMessagesProps = {
  namespaces: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
  failure?: ReactNode;
};

/** By URL: a preload and the render that follows ask once. */
const requested = new Map<string, Promise<AbstractIntlMessages>>();

function fetchMessages(locale: string, namespaces: readonly string[]): Promise<AbstractIntlMessages> {
  const url = `/api/lang/messages?locale=${locale}&ns=${namespaces.join(',')}`;
  let answer = requested.get(url);
  if (!answer) {
    answer = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`messages ${response.status}`);
      return (await response.json()) as AbstractIntlMessages;
    });
    // A failed request is forgotten, so the next open asks again.
    answer.catch(() => requested.delete(url));
    requested.set(url, answer);
  }
  return answer;
}

export function prefetchMessages(locale: string, namespaces: readonly string[]): void {
  fetchMessages(locale, namespaces).catch(() => undefined);
}

export function FetchedMessages(props: LazyMessagesProps) {
  return (
    <QueryProvider>
      <Reading {...props} />
    </QueryProvider>
  );
}

function Reading({ namespaces, children, fallback = null, failure = fallback }: LazyMessagesProps) {
  const locale = useLocale();
  const { data, isError } = useQuery({
    queryKey: ['interface-messages', locale, namespaces.join(',')],
    queryFn: () => fetchMessages(locale, namespaces),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (data) return <AddMessages messages={data}>{children}</AddMessages>;
  return isError ? failure : fallback;
}
