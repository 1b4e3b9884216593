import { withBff } from '@/lib/bff/server/with-bff';
import { contentEndpoints } from '@/lib/content/endpoints';
import { loadNoticesPage } from '@/lib/content/server/notices';

export const GET = withBff(contentEndpoints.noticesPage, ({ input, locale }) =>
  loadNoticesPage(locale, input.page),
);
