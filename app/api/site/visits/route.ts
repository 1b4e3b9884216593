import { withBff } from '@/lib/bff/with-bff';
import { siteEndpoints } from '@/lib/site/endpoints';
import { callOperation } from '@/lib/upstream/operation';
import { countPageView } from '@/lib/upstream/operations/site';

// POST /api/site/visits – counts one page view (components/layout/visit-beacon.tsx).
export const POST = withBff(siteEndpoints.countVisit, async ({ input, locale, req }) => {
  await callOperation(countPageView, input, { locale, signal: req.signal });
  return { done: true };
});
