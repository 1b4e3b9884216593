import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import type { ChoiceOption } from '@/lib/site/dto';
import * as api from './addresses';

export const applyQueries = {
  /** The technology routes of one family; the catalogue does not change while the form is open. */
  technologies: (categoryId: string, locale: string) =>
    queryOptions<ChoiceOption[], Error, ChoiceOption[], readonly unknown[]>({
      queryKey: ['applications', 'technologies', categoryId, locale],
      queryFn: ({ signal }) => callEndpoint(api.technologies, { categoryId }, { locale, signal }),
      staleTime: Infinity,
    }),
};
