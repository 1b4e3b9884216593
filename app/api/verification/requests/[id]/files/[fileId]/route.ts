import { withBff } from '@/lib/bff/server/with-bff';
import { requireDownloadAccess } from '@/lib/guards/server/download-access';
import { verificationEndpoints } from '@/lib/verification/endpoints';
import { streamRequestFile } from '@/lib/verification/server/verification';

// GET – streamed with the token in the header, after the check before every download (business.md 6).
export const GET = withBff(verificationEndpoints.file, async ({ input, viewer, session, locale, req }) => {
  await requireDownloadAccess(session, locale);
  return streamRequestFile(viewer, input, req.signal);
});
