import { requireCompanyMayAct, streamApplicationFile } from '@/lib/my-epd/server/mine-applications';
import { myEpdEndpoints } from '@/lib/my-epd/endpoints';
import { withBff } from '@/lib/bff/server/with-bff';
import { requireApiAccess } from '@/lib/guards/server/api-access';
import { requireDownloadAccess } from '@/lib/guards/server/download-access';

// GET – streamed with the token in the header, after the check before every download (business.md 6) and the
// page's guard with fresh data for the authenticated company.
export const GET = withBff(myEpdEndpoints.download, async ({ input, viewer, session, locale, req }) => {
  await requireDownloadAccess(session, locale);
  requireCompanyMayAct(await requireApiAccess('/epd/mineEpd', session, locale));
  return streamApplicationFile(viewer, input, req.signal);
});
