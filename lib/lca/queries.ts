import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import * as lcaApi from './addresses';

/** The LCA tool's reads (TanStack Query option factories). */
export const lcaQueries = {
  /** Asked when the header entry is clicked, so always fresh (a subscription may have just begun). */
  subscription: (locale: string) =>
    queryOptions({
      queryKey: ['lca', 'subscription', locale],
      queryFn: ({ signal }) => callEndpoint(lcaApi.subscription, {}, { locale, signal }),
      staleTime: 0,
    }),
};
