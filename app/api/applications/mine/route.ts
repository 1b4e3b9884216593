import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { listApplications } from '@/lib/applications/server/mine-applications';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/applications/mine – the user's EPD and CFP applications and low-carbon steel evaluations (business.md 2.2 "My EPD").
export const GET = withBff(mineEndpoints.list, ({ viewer, req }) => listApplications(viewer, req.signal));
