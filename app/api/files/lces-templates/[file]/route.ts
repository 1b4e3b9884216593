import { withBff } from '@/lib/bff/with-bff';
import { lcesEndpoints } from '@/lib/low-carbon-steel/lces-endpoints';
import { streamLcesTemplate } from '@/lib/low-carbon-steel/server/lces-catalogue';

// GET /api/files/lces-templates/{file} – a low-carbon steel template (LCES_MODEL_DOWNLOAD), a real
// file: signed in, token still valid, audit not blocking (business.md 6, as every download).
export const GET = withBff(lcesEndpoints.template, ({ input, session, locale, req }) =>
  streamLcesTemplate(input.file, session, locale, req.signal),
);
