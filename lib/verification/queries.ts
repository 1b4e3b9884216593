import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import { verificationEndpoints } from './endpoints';

/** The reads of the verification pages (query-option factories); a new request invalidates the list. */
export const verificationQueries = {
  list: (locale: string, page: number, size: number) =>
    queryOptions({
      queryKey: ['verification', 'list', page, size, locale],
      queryFn: ({ signal }) => callEndpoint(verificationEndpoints.list, { page, size }, { locale, signal }),
      placeholderData: keepPreviousData,
    }),
  lookup: (locale: string, number: string) =>
    queryOptions({
      queryKey: ['verification', 'lookup', number.toUpperCase(), locale],
      queryFn: ({ signal }) => callEndpoint(verificationEndpoints.lookup, { number }, { locale, signal }),
      staleTime: 5 * 60_000,
    }),
};
