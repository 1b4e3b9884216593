import { z } from 'zod';
import { startSession } from '@/lib/accounts/server/sign-in';
import { BffError } from '@/lib/bff/bff-error';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { getEnv } from '@/lib/env';
import { callOperation } from '@/lib/upstream/operation';
import { devSession } from '@/lib/upstream/operations/dev';

// POST /api/dev/session – tests that are not about logging in get a session this way (DESIGN.md).
// It exists only with PORTAL_DEV_OPS=1, and works only against an upstream whose /__dev/ is on.
export const POST = withBff(async ({ req, session, locale }) => {
  if (!getEnv().devOps) throw new BffError(404, 'UNKNOWN_OPERATION');
  const { account } = await parseInput(req, z.object({ account: z.string().min(1).max(128) }));
  const answer = await callOperation(devSession, { account }, { locale });
  return { data: { user: await startSession(session, answer, locale) } };
});
