import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import type { ChoiceOption } from '@/lib/site/endpoints';
import { companyAuthenticationEndpoints } from './endpoints';

/** Company authentication's reads (TanStack Query option factories). */
export const companyAuthenticationQueries = {
  /** The cities of a province; regions do not change while the form is open. */
  cities: (province: string, locale: string) =>
    queryOptions<ChoiceOption[], Error, ChoiceOption[], readonly unknown[]>({
      queryKey: ['company-authentication', 'cities', province, locale],
      queryFn: ({ signal }) => callEndpoint(companyAuthenticationEndpoints.cities, { province }, { locale, signal }),
      staleTime: Infinity,
    }),
};
