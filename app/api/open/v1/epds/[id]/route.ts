import { withRequestContext } from '@/lib/observability/server/request-context';
import { getEpd } from '@/lib/open-data/server/api-handlers';
import { openGet, openHead, openMethodNotAllowed, openOptions } from '@/lib/open-data/server/api-http';

// The open data API (docs/open-data.md): read-only, CORS open, cached, rate-limited, the same for everyone.
export const GET = withRequestContext(openGet(getEpd));
export const HEAD = withRequestContext(openHead(getEpd));
export const OPTIONS = withRequestContext(openOptions);
export const POST = withRequestContext(openMethodNotAllowed);
export const PUT = withRequestContext(openMethodNotAllowed);
export const PATCH = withRequestContext(openMethodNotAllowed);
export const DELETE = withRequestContext(openMethodNotAllowed);
