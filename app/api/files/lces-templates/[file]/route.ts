import { withBff } from '@/lib/bff/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { lcesEndpoints } from '@/lib/low-carbon-steel/lces-endpoints';
import { streamLcesTemplate } from '@/lib/low-carbon-steel/server/lces-catalogue';
import { isSignedIn } from '@/lib/session/viewer';

// GET /api/files/lces-templates/{file} – a low-carbon steel template (LCES_MODEL_DOWNLOAD), a real file.
export const GET = withBff(lcesEndpoints.template, async ({ input, viewer, req }) => {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  return streamLcesTemplate(input.file, viewer, req.signal);
});
