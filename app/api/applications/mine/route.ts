import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { listApplications } from '@/lib/applications/server/mine-applications';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/applications/mine?type=EPD|CFP – the user's applications (business.md 2.2 "My EPD").
export const GET = withBff(mineEndpoints.list, ({ input, viewer, req }) => listApplications(viewer, input.type, req.signal));
