import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import type { ChoiceOption } from '@/lib/site/dto';
import * as companyAuthenticationApi from './addresses';

export const companyAuthenticationQueries = {
  /** The cities of a province; regions do not change while the form is open. */
  cities: (province: string, locale: string) =>
    queryOptions<ChoiceOption[], Error, ChoiceOption[], readonly unknown[]>({
      queryKey: ['company-authentication', 'cities', province, locale],
      queryFn: ({ signal }) =>
        callEndpoint(companyAuthenticationApi.cities, { province }, { locale, signal }),
      staleTime: Infinity,
    }),
};
