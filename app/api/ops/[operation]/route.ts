import { BffError } from '@/lib/bff/bff-error';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { callOperation } from '@/lib/upstream/operation';
import { browserOperations } from '@/lib/upstream/operations';

// GET|POST /api/ops/{operation} – runs one allowlisted upstream operation for the browser.
const runOperation = withBff<{ operation: string }>(async ({ req, params, session, locale }) => {
  const op = browserOperations.get(params.operation);
  if (!op) throw new BffError(404, 'UNKNOWN_OPERATION');
  if (op.method !== req.method) throw new BffError(405, 'METHOD_NOT_ALLOWED');
  if (op.access === 'user' && !session.token) throw new BffError(401, 'LOGIN_REQUIRED');
  const input = await parseInput(req, op.input);
  const data = await callOperation(op, input, { locale, token: session.token, signal: req.signal });
  return { data };
});

export const GET = runOperation;
export const POST = runOperation;
