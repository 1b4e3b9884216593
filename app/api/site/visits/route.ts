import { withBff } from '@/lib/bff/server/with-bff';
import { siteEndpoints } from '@/lib/site/endpoints';
import { callOperation } from '@/lib/upstream/operation';
import { countPageView } from '@/lib/upstream/operations/site';

export const POST = withBff(siteEndpoints.countVisit, async ({ input, locale, req }) => {
  await callOperation(countPageView, input, { locale, signal: req.signal });
  return { done: true };
});
