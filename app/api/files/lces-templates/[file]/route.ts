import { withBff } from '@/lib/bff/server/with-bff';
import { lcesEndpoints } from '@/lib/low-carbon-steel/endpoints';
import { streamLcesTemplate } from '@/lib/low-carbon-steel/server/lces-catalogue';

// GET – a low-carbon steel template: signed in, token still valid, audit not blocking (business.md 6).
export const GET = withBff(lcesEndpoints.template, ({ input, session, locale, req }) =>
  streamLcesTemplate(input.file, session, locale, req.signal),
);
