import { withBff } from '@/lib/bff/with-bff';
import { contentEndpoints } from '@/lib/content/endpoints';
import { loadResourcesPage } from '@/lib/content/server/resources';

// GET /api/content/resources?type=T&page=N – one page of a resource tab, for "more".
export const GET = withBff(contentEndpoints.resourcesPage, ({ input, locale }) => loadResourcesPage(input.type, input.page, locale));
