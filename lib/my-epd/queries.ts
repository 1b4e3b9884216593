import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import * as api from './addresses';

/** The platform moves applications while the user looks: dialogs read afresh on opening, the list on focus. */
const FRESH = { staleTime: 0 } as const;
export const mineQueries = {
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

export function invalidateMine(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['applications', 'mine'] });
}
