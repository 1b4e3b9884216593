import { applyEndpoints } from '@/lib/applications/apply-endpoints';
import { listTechnologyChoices } from '@/lib/applications/server/apply-catalogue';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/applications/technologies/{categoryId} – the technology routes of one family.
export const GET = withBff(applyEndpoints.technologies, ({ input, viewer }) => listTechnologyChoices(Number(input.categoryId), viewer));
