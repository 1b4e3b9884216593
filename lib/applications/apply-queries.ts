import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, loadCode } from '@/lib/bff/client';
import type { ChoiceOption } from '@/lib/site/choice-option';

// The declarations (zod schemas and all) load with the first read: a technology family chosen.
const endpoints = () => loadCode(() => import('./apply-endpoints')).then((module) => module.applyEndpoints);

/** The application form's reads (TanStack Query option factories). */
export const applyQueries = {
  /** The technology routes of one family; the catalogue does not change while the form is open. */
  technologies: (categoryId: string, locale: string) =>
    queryOptions<ChoiceOption[], Error, ChoiceOption[], readonly unknown[]>({
      queryKey: ['applications', 'technologies', categoryId, locale],
      queryFn: ({ signal }) => endpoints().then((declared) => callEndpoint(declared.technologies, { categoryId }, { locale, signal })),
      staleTime: Infinity,
    }),
};
