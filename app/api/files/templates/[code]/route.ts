import { applyEndpoints } from '@/lib/applications/apply-endpoints';
import { streamApplyTemplate } from '@/lib/applications/server/apply-catalogue';
import { withBff } from '@/lib/bff/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { isSignedIn } from '@/lib/session/viewer';

// GET /api/files/templates/{code} – an application template in the user's language (signed in, as /Epd).
export const GET = withBff(applyEndpoints.template, async ({ input, viewer, req }) => {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  return streamApplyTemplate(input.code, viewer, req.signal);
});
