import { withBff } from '@/lib/bff/server/with-bff';
import { contentEndpoints } from '@/lib/content/endpoints';
import { loadResourcesPage } from '@/lib/content/server/resources';

export const GET = withBff(contentEndpoints.resourcesPage, ({ input, locale }) =>
  loadResourcesPage(input.type, input.page, locale),
);
