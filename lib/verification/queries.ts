import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import type { VerificationPageDto } from './schemas';
import * as verificationApi from './addresses';

/** The reads of the verification pages (query-option factories); a new request invalidates the list. */
export const verificationQueries = {
  list: (locale: string, page: number, size: number) =>
    queryOptions({
      queryKey: ['verification', 'list', page, size, locale],
      queryFn: ({ signal }): Promise<VerificationPageDto> =>
        callEndpoint(verificationApi.list, { page, size }, { locale, signal }),
      placeholderData: keepPreviousData,
    }),
  lookup: (locale: string, number: string) =>
    queryOptions({
      queryKey: ['verification', 'lookup', number.toUpperCase(), locale],
      queryFn: ({ signal }) => callEndpoint(verificationApi.lookup, { number }, { locale, signal }),
      staleTime: 5 * 60_000,
    }),
};
