import { revalidateTag } from 'next/cache';
import { withBff } from '@/lib/bff/with-bff';
import { getEnv } from '@/lib/env';
import { DomainError } from '@/lib/errors/domain-error';
import { CSP_CANARY_TAG, setCspCanaryHtml } from '@/lib/security/csp-canary';
import { securityEndpoints } from '@/lib/security/endpoints';

// POST /api/dev/csp-canary – tests only (PORTAL_DEV_OPS=1): lib/security/csp-canary.ts.
export const POST = withBff(securityEndpoints.devCspCanary, async ({ input }) => {
  if (!getEnv().devOps) throw new DomainError('UNKNOWN_OPERATION');
  setCspCanaryHtml(input.html);
  // Expired at once, as an editor's change would be (the profile's `expire` of 0 s).
  if (input.revalidate) revalidateTag(CSP_CANARY_TAG, { expire: 0 });
  return { done: true };
});
