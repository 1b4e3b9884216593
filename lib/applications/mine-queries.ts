import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import { mineEndpoints, type ApplicationType } from './mine-endpoints';

/** The reads of "My EPD" (query-option factories); every answer invalidates the list through `invalidateMine`. */
export const mineQueries = {
  list: (locale: string, type: ApplicationType) =>
    queryOptions({
      queryKey: ['applications', 'mine', 'list', type, locale],
      queryFn: ({ signal }) => callEndpoint(mineEndpoints.list, { type }, { locale, signal }),
    }),
  products: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'products', locale],
      queryFn: ({ signal }) => callEndpoint(mineEndpoints.products, { id }, { locale, signal }),
    }),
  quote: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'quote', locale],
      queryFn: ({ signal }) => callEndpoint(mineEndpoints.quote, { id }, { locale, signal }),
    }),
  contract: (locale: string, id: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', id, 'contract', locale],
      queryFn: ({ signal }) => callEndpoint(mineEndpoints.contract, { id }, { locale, signal }),
    }),
};

/** After any answer: the list (nodes, statuses) and the application's dialogs read again. */
export function invalidateMine(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['applications', 'mine'] });
}
