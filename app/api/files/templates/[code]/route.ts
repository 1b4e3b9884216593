import { applicationEndpoints } from '@/lib/applications/endpoints';
import { streamApplyTemplate } from '@/lib/applications/server/apply-catalogue';
import { withBff } from '@/lib/bff/server/with-bff';

// GET – an application template in the user's language: signed in, token still valid, audit not blocking (business.md 6).
export const GET = withBff(applicationEndpoints.template, ({ input, session, locale, req }) =>
  streamApplyTemplate(input.code, session, locale, req.signal),
);
