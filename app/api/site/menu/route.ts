import { withBff } from '@/lib/bff/with-bff';
import { siteEndpoints } from '@/lib/site/endpoints';
import { buildHeaderMenu } from '@/lib/site/menu';
import { callOperation } from '@/lib/upstream/operation';
import { getMenu } from '@/lib/upstream/operations/site';

// GET /api/site/menu – the header menu for this viewer.
export const GET = withBff(siteEndpoints.menu, async ({ viewer, locale }) =>
  buildHeaderMenu(await callOperation(getMenu, {}, { locale }), { signedIn: Boolean(viewer.user), companyType: viewer.user?.companyType }),
);
