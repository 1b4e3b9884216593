import { withBff } from '@/lib/bff/with-bff';
import { loadDictionary } from '@/lib/site/dictionaries';
import { siteEndpoints } from '@/lib/site/endpoints';

// GET /api/site/dictionary?type=COMPANY_FORM&source=list – a dictionary as form choices.
export const GET = withBff(siteEndpoints.dictionary, ({ input, viewer }) => loadDictionary(input.source, input.type, viewer));
