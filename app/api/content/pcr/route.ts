import { withBff } from '@/lib/bff/server/with-bff';
import { contentEndpoints } from '@/lib/content/endpoints';
import { loadPcrPage } from '@/lib/content/server/pcr';

export const GET = withBff(contentEndpoints.pcrPage, ({ input: { page, ...query }, locale }) =>
  loadPcrPage(query, page, locale),
);
