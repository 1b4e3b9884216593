'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { AddMessages } from './add-messages';

async function fetchMessages(locale: string, namespaces: readonly string[]): Promise<AbstractIntlMessages> {
  const response = await fetch(`/api/lang/messages?locale=${locale}&ns=${namespaces.join(',')}`);
  if (!response.ok) throw new Error(`messages ${response.status}`);
  return (await response.json()) as AbstractIntlMessages;
}

/**
 * Renders `children` once the namespaces they need have arrived (GET /api/lang/messages), for the
 * client parts a visitor opens on demand (the login dialog): their texts are fetched with their code,
 * not sent inline with every page. Until then, and if the request fails, it renders `fallback`.
 */
export function LazyMessages({
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
