import { withRequestContext } from '@/lib/observability/server/request-context';

export const GET = withRequestContext(async () =>
  Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } }),
);
