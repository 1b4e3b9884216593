'use client';

import { isServer, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BffRequestError } from '@/lib/bff/client';

/**
 * TanStack Query for every client-side read and its invalidation (STYLE.md habit 15). Reads are
 * fresh for 30 s; a refusal (4xx) is not retried, a network failure once.
 *
 * There is no provider at the root: each component that reads or mutates wraps itself in
 * `<QueryProvider>` (the components that use the hooks are the only ones that load the library,
 * 13 KiB gzip kept off the first load of pages that read nothing in the browser, issue 13). Every
 * provider in a browser tab shares one client, so an invalidation in one part reaches the others;
 * on the server each render gets its own (TanStack's App Router pattern), so nothing is shared
 * between requests.
 */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(error instanceof BffRequestError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
