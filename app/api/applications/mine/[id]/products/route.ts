import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { listProducts } from '@/lib/applications/server/mine-applications';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/applications/mine/{id}/products – the application's details, one per product.
export const GET = withBff(mineEndpoints.products, ({ input, viewer, req }) => listProducts(viewer, input.id, req.signal));
