import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint, loadCode } from '@/lib/bff/client';
import type { VerificationPageDto } from './dto';

// The declarations (zod schemas and all) load with the first read the browser makes: the list
// comes rendered, so its first load carries none.
const endpoints = () => loadCode(() => import('./endpoints')).then((module) => module.verificationEndpoints);

/** The reads of the verification pages (query-option factories); a new request invalidates the list. */
export const verificationQueries = {
  list: (locale: string, page: number, size: number) =>
    queryOptions({
      queryKey: ['verification', 'list', page, size, locale],
      queryFn: ({ signal }): Promise<VerificationPageDto> => endpoints().then((declared) => callEndpoint(declared.list, { page, size }, { locale, signal })),
      placeholderData: keepPreviousData,
    }),
  lookup: (locale: string, number: string) =>
    queryOptions({
      queryKey: ['verification', 'lookup', number.toUpperCase(), locale],
      queryFn: ({ signal }) => endpoints().then((declared) => callEndpoint(declared.lookup, { number }, { locale, signal })),
      staleTime: 5 * 60_000,
    }),
};
