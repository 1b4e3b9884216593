import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, loadCode } from '@/lib/bff/client';

// The declarations (zod schemas and all) load with the first read the browser makes: the list
// comes rendered, so a visit that opens no dialog and leaves the tab in view loads none.
const endpoints = () => loadCode(() => import('./mine-endpoints')).then((module) => module.mineEndpoints);

/**
 * The reads of "My EPD" (query-option factories); every answer invalidates the list through
 * `invalidateMine`. The platform moves an application while the user looks at it (a quote, a
 * contract, a correction request arrive with a message): a dialog reads afresh each time it opens,
 * and the list when the tab comes back into view, not up to 30 s later.
 */
const FRESH = { staleTime: 0 } as const;
export const mineQueries = {
  /** The three lists at once (EPD, CFP, evaluations): they come from one carbon application list. */
  list: (locale: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', 'list', locale],
      queryFn: ({ signal }) => endpoints().then((declared) => callEndpoint(declared.list, {}, { locale, signal })),
      // The page renders it first (initial data, fresh for the default 30 s).
      refetchOnWindowFocus: 'always',
    }),
  products: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'products', locale],
      queryFn: ({ signal }) => endpoints().then((declared) => callEndpoint(declared.products, { id }, { locale, signal })),
      ...FRESH,
    }),
  quote: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'quote', locale],
      queryFn: ({ signal }) => endpoints().then((declared) => callEndpoint(declared.quote, { id }, { locale, signal })),
      ...FRESH,
    }),
  contract: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'contract', locale],
      queryFn: ({ signal }) => endpoints().then((declared) => callEndpoint(declared.contract, { id }, { locale, signal })),
      ...FRESH,
    }),
};

/** After any answer: the list (nodes, statuses) and the application's dialogs read again. */
export function invalidateMine(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['applications', 'mine'] });
}
