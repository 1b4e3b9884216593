import { applicationEndpoints } from '@/lib/applications/endpoints';
import { listTechnologyChoices } from '@/lib/applications/server/apply-catalogue';
import { withBff } from '@/lib/bff/server/with-bff';

export const GET = withBff(applicationEndpoints.technologies, ({ input, viewer }) =>
  listTechnologyChoices(Number(input.categoryId), viewer),
);
