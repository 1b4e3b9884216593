import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, loadCode } from '@/lib/bff/client';
import type { ChoiceOption } from '@/lib/site/choice-option';

// The declarations (zod schemas and all) load with the first read: a province chosen.
const endpoints = () => loadCode(() => import('./endpoints')).then((module) => module.companyAuthenticationEndpoints);

/** Company authentication's reads (TanStack Query option factories). */
export const companyAuthenticationQueries = {
  /** The cities of a province; regions do not change while the form is open. */
  cities: (province: string, locale: string) =>
    queryOptions<ChoiceOption[], Error, ChoiceOption[], readonly unknown[]>({
      queryKey: ['company-authentication', 'cities', province, locale],
      queryFn: ({ signal }) => endpoints().then((declared) => callEndpoint(declared.cities, { province }, { locale, signal })),
      staleTime: Infinity,
    }),
};
