import { callEndpoint } from '@/lib/bff/client';
import { moreQueryOptions, type MoreStart } from '@/lib/content/queries';
import * as pcrApplicationApi from './addresses';

/** The "more" of /Pcr/minePcr's list of the user's PCR applications. */
export const pcrApplicationQueries = {
  list: (locale: string, start: MoreStart) =>
    moreQueryOptions(['pcr-applications', 'list', locale], start, (page, signal) =>
      callEndpoint(pcrApplicationApi.list, { page }, { locale, signal }),
    ),
};
