import { withBff } from '@/lib/bff/server/with-bff';
import { companyAuthenticationEndpoints } from '@/lib/company-authentication/endpoints';
import { listRegionChoices } from '@/lib/company-authentication/server/company-authentication';

export const GET = withBff(companyAuthenticationEndpoints.cities, async ({ input, viewer, req }) =>
  listRegionChoices(viewer, input.province, req.signal),
);
