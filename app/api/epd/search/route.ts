import { withBff } from '@/lib/bff/server/with-bff';
import { epdEndpoints } from '@/lib/epd/endpoints';
import { searchEpdCards } from '@/lib/epd/server/search';
import { liveViewer } from '@/lib/accounts/server/live-session';

export const GET = withBff(epdEndpoints.search, async ({ input, viewer }) => {
  const { cards, total, pageCount } = await searchEpdCards(
    input,
    { fromPage: input.page, toPage: input.page },
    await liveViewer(viewer),
  );
  return { cards, total, pageCount };
});
