import { callEndpoint, loadCode } from '@/lib/bff/client';
import { moreQueryOptions, type MoreStart } from '@/lib/content/queries';

// The declarations (zod schemas and all) load with the first "more", not with the page.
const endpoints = () => loadCode(() => import('./pcr-application-endpoints')).then((module) => module.pcrApplicationEndpoints);

/** The "more" of /Pcr/minePcr's list of the user's PCR applications. */
export const pcrApplicationQueries = {
  list: (locale: string, start: MoreStart) =>
    moreQueryOptions(['pcr-applications', 'list', locale], start, (page, signal) =>
      endpoints().then((declared) => callEndpoint(declared.list, { page }, { locale, signal })),
    ),
};
