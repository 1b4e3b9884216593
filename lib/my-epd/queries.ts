import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import * as api from './addresses';

/**
 * The reads of "My EPD"; every answer invalidates them through `invalidateMine`. The platform moves
 * an application while the user looks at it, so a dialog reads afresh each time it opens and the
 * list when the tab comes back into view.
 */
const FRESH = { staleTime: 0 } as const;
export const mineQueries = {
  /** The three lists at once (EPD, CFP, evaluations): one carbon application list. */
  list: (locale: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', 'list', locale],
      queryFn: ({ signal }) => callEndpoint(api.list, {}, { locale, signal }),
      refetchOnWindowFocus: 'always',
    }),
  products: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'products', locale],
      queryFn: ({ signal }) => callEndpoint(api.products, { id }, { locale, signal }),
      ...FRESH,
    }),
  quote: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'quote', locale],
      queryFn: ({ signal }) => callEndpoint(api.quote, { id }, { locale, signal }),
      ...FRESH,
    }),
  contract: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'contract', locale],
      queryFn: ({ signal }) => callEndpoint(api.contract, { id }, { locale, signal }),
      ...FRESH,
    }),
};

/** After any answer: the list (nodes, statuses) and the application's dialogs read again. */
export function invalidateMine(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['applications', 'mine'] });
}
