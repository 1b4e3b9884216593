import { withBff } from '@/lib/bff/with-bff';
import { companyAuthenticationEndpoints } from '@/lib/company-authentication/endpoints';
import { listRegionChoices } from '@/lib/company-authentication/server/company-authentication';

// GET /api/regions/{province} – the cities of a province, for the company authentication address.
export const GET = withBff(companyAuthenticationEndpoints.cities, async ({ input, viewer, req }) => listRegionChoices(viewer, input.province, req.signal));
