import { applyEndpoints } from '@/lib/applications/apply-endpoints';
import { streamApplyTemplate } from '@/lib/applications/server/apply-catalogue';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/files/templates/{code} – an application template in the user's language: signed in, token
// still valid, audit not blocking (business.md 6, as every download).
export const GET = withBff(applyEndpoints.template, ({ input, session, locale, req }) =>
  streamApplyTemplate(input.code, session, locale, req.signal),
);
