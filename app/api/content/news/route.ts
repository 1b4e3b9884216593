import { withBff } from '@/lib/bff/server/with-bff';
import { contentEndpoints } from '@/lib/content/endpoints';
import { loadNewsPage } from '@/lib/content/server/news';

export const GET = withBff(contentEndpoints.newsPage, ({ input, locale }) =>
  loadNewsPage(locale, input.page),
);
