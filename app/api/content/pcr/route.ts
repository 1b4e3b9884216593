import { withBff } from '@/lib/bff/with-bff';
import { contentEndpoints } from '@/lib/content/endpoints';
import { loadPcrPage } from '@/lib/content/server/pcr';

// GET /api/content/pcr?page=N&content=&pcrNumber= – one page of the PCR search, for "more".
export const GET = withBff(contentEndpoints.pcrPage, ({ input: { page, ...query }, locale }) => loadPcrPage(query, page, locale));
