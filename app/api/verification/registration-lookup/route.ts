import { withBff } from '@/lib/bff/server/with-bff';
import { verificationEndpoints } from '@/lib/verification/endpoints';
import { lookupRegistrationNumber } from '@/lib/verification/server/verification';

// GET – the product of the published EPD with exactly this registration number, a hint only (null still accepted).
export const GET = withBff(verificationEndpoints.lookup, async ({ input, viewer, req }) => ({
  productName: await lookupRegistrationNumber(viewer, input.number, req.signal),
}));
