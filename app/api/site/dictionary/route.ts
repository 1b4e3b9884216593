import { withBff } from '@/lib/bff/server/with-bff';
import { loadDictionary } from '@/lib/site/server/dictionaries';
import { siteEndpoints } from '@/lib/site/endpoints';

export const GET = withBff(siteEndpoints.dictionary, ({ input, viewer }) =>
  loadDictionary(input.source, input.type, viewer),
);
