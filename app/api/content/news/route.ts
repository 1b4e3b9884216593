import { withBff } from '@/lib/bff/with-bff';
import { contentEndpoints } from '@/lib/content/endpoints';
import { loadNewsPage } from '@/lib/content/server/news';

// GET /api/content/news?page=N – one page of the news timeline, for "more".
export const GET = withBff(contentEndpoints.newsPage, ({ input, locale }) => loadNewsPage(locale, input.page));
