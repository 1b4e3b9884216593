'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BffRequestError } from '@/lib/bff/client';

/**
 * TanStack Query for every client-side read and its invalidation (STYLE.md habit 15). Reads are
 * fresh for 30 s; a refusal (4xx) is not retried, a network failure once.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            refetchOnWindowFocus: false,
            retry: (failures, error) => failures < 1 && !(error instanceof BffRequestError && error.status >= 400 && error.status < 500),
          },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
