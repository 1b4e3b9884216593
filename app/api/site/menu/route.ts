import { withBff } from '@/lib/bff/server/with-bff';
import { siteEndpoints } from '@/lib/site/endpoints';
import { liveViewer } from '@/lib/accounts/server/live-session';
import { buildHeaderMenu } from '@/lib/site/menu';
import { callOperation } from '@/lib/upstream/operation';
import { getMenu } from '@/lib/upstream/operations/site';

export const GET = withBff(siteEndpoints.menu, async ({ viewer, locale }) => {
  const { user } = await liveViewer(viewer);
  return buildHeaderMenu(await callOperation(getMenu, {}, { locale }), {
    signedIn: Boolean(user),
    companyType: user?.companyType,
  });
});
