import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { searchEpdCards } from '@/lib/epd/search';
import { epdSearchQuerySchema } from '@/lib/epd/search-query';

// GET /api/epd/search?company=&pcr=&keyword=&page=N – one page of EPD search cards, for "load more".
export const GET = withBff(async ({ req, session, locale }) => {
  const query = await parseInput(req, epdSearchQuerySchema);
  const user = session.token && session.user ? session.user : null;
  const result = await searchEpdCards(query, { fromPage: query.page, toPage: query.page }, { locale, token: session.token, user });
  return { data: result };
});
