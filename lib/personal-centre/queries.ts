import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import * as personalCentreApi from './addresses';

/** The personal centre's reads (Bulletproof React's query-option factories): the account menu holds `waiting`,
 *  keyed under the company's applications so every act on one (`invalidateMine`) asks for the count again. */
export const personalCentreQueries = {
  waiting: (locale: string) =>
    queryOptions({
      queryKey: ['applications', 'mine', 'waiting', locale],
      queryFn: async ({ signal }) =>
        (await callEndpoint(personalCentreApi.waitingCount, {}, { locale, signal })).count,
    }),
};
