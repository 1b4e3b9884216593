import { authEndpoints } from '@/lib/accounts/endpoints';
import { startSession } from '@/lib/accounts/server/sign-in';
import { withBff } from '@/lib/bff/server/with-bff';
import { getEnv } from '@/lib/env/server/env';
import { DomainError } from '@/lib/errors/domain-error';
import { callOperation } from '@/lib/upstream/operation';
import { devSession } from '@/lib/upstream/operations/dev';

// POST /api/dev/session – sessions for tests not about logging in (DESIGN.md); PORTAL_DEV_OPS=1 and upstream /__dev/ only.
export const POST = withBff(authEndpoints.devSession, async ({ input, session, locale }) => {
  if (!getEnv().devOps) throw new DomainError('UNKNOWN_OPERATION');
  const answer = await callOperation(devSession, { account: input.account }, { locale });
  return { user: await startSession(session, answer, locale) };
});
