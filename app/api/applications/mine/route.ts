import { myEpdEndpoints } from '@/lib/my-epd/endpoints';
import { listApplications } from '@/lib/my-epd/server/mine-applications';
import { withBff } from '@/lib/bff/server/with-bff';

export const GET = withBff(myEpdEndpoints.list, ({ viewer, req }) => listApplications(viewer, req.signal));
