import { requireCompanyMayAct, streamApplicationFile } from '@/lib/applications/server/mine-applications';
import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { withBff } from '@/lib/bff/with-bff';
import { requireApiAccess } from '@/lib/guards/api-access';
import { requireDownloadAccess } from '@/lib/guards/download-access';

// GET /api/applications/mine/{id}/download/{quote|contract|certificate|mark|a product file's field}[?productId=] – streamed with the token
// in the header. First the check before every download (business.md 6: the token verified upstream,
// the audit not blocking), then the page's guard with fresh data for the authenticated company.
export const GET = withBff(mineEndpoints.download, async ({ input, viewer, session, locale, req }) => {
  await requireDownloadAccess(session, locale);
  requireCompanyMayAct(await requireApiAccess('/epd/mineEpd', session, locale));
  return streamApplicationFile(viewer, input, req.signal);
});
