import { revalidateTag } from 'next/cache';
import { withBff } from '@/lib/bff/server/with-bff';
import { getEnv } from '@/lib/env/server/env';
import { DomainError } from '@/lib/errors/domain-error';
import { CSP_CANARY_TAG, setCspCanaryHtml } from '@/lib/security/server/csp-canary';
import { siteEndpoints } from '@/lib/site/endpoints';

// POST /api/dev/csp-canary – tests only (PORTAL_DEV_OPS=1): lib/security/server/csp-canary.ts.
export const POST = withBff(siteEndpoints.devCspCanary, async ({ input }) => {
  if (!getEnv().devOps) throw new DomainError('UNKNOWN_OPERATION');
  setCspCanaryHtml(input.html);
  if (input.revalidate) revalidateTag(CSP_CANARY_TAG, { expire: 0 });
  return { done: true };
});
