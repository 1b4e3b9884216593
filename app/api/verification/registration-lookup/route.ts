import { withBff } from '@/lib/bff/with-bff';
import { verificationEndpoints } from '@/lib/verification/endpoints';
import { lookupRegistrationNumber } from '@/lib/verification/server/verification';

// GET /api/verification/registration-lookup?number= – the product of the published EPD with exactly
// this registration number, for the hint beside the form's field (null: none, still accepted).
export const GET = withBff(verificationEndpoints.lookup, async ({ input, viewer, req }) => ({
  productName: await lookupRegistrationNumber(viewer, input.number, req.signal),
}));
