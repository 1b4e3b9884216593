import { withBff } from '@/lib/bff/with-bff';
import { contentEndpoints } from '@/lib/content/endpoints';
import { loadNoticesPage } from '@/lib/content/server/notices';

// GET /api/content/notices?page=N – one page of the notices, for "more".
export const GET = withBff(contentEndpoints.noticesPage, ({ input, locale }) => loadNoticesPage(locale, input.page));
