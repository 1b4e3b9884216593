import { withBff } from '@/lib/bff/with-bff';
import { epdEndpoints } from '@/lib/epd/endpoints';
import { searchEpdCards } from '@/lib/epd/search';
import { liveViewer } from '@/lib/session/live-session';

// GET /api/epd/search?company=&pcr=&keyword=&page=N – one page of EPD search cards, for "load more".
export const GET = withBff(epdEndpoints.search, async ({ input, viewer }) =>
  searchEpdCards(input, { fromPage: input.page, toPage: input.page }, await liveViewer(viewer)),
);
