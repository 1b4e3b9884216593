import { myEpdEndpoints } from '@/lib/my-epd/endpoints';
import { listProducts } from '@/lib/my-epd/server/mine-applications';
import { withBff } from '@/lib/bff/server/with-bff';

export const GET = withBff(myEpdEndpoints.products, ({ input, viewer, req }) =>
  listProducts(viewer, input.id, req.signal),
);
