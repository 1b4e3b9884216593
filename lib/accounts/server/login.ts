import 'server-only';
import type * as z from '@/lib/validation/zod';
import type { smsLoginRequestSchema } from '../schemas';
import { currentClientKey, giveTokenBack, takeToken } from '@/lib/bff/server/rate-limit';
import { DomainError } from '@/lib/errors/domain-error';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { Locale } from '@/lib/i18n/routing';
import type { Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { UpstreamError } from '@/lib/upstream/errors';
import {
  getPublicKey,
  loginByEmail,
  loginBySms,
  loginOrRegisterBySms,
  logout,
  type LoginAnswer,
} from '@/lib/upstream/operations/accounts';
import type { emailLoginSchema } from '@/lib/accounts/schemas';
import { encryptPassword } from './password-encryption';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Failed logins are limited per account and client, per client, and per account from anywhere (a client can fake its
 * address); a success gives its tokens back. Upstream also locks accounts itself (USER_LOCKED). */
async function limitedLoginAttempt<T>(account: string, attempt: () => Promise<T>): Promise<T> {
  const client = await currentClientKey();
  const subject = account.trim().toLowerCase();
  const limits = [
    { key: `login:account:${subject}|${client}`, limit: 10 },
    { key: `login:client:${client}`, limit: 100 },
    { key: `login:anywhere:${subject}`, limit: 30 },
  ];
  for (const { key, limit } of limits) {
    if (!(await takeToken(key, limit, LOGIN_WINDOW_MS))) throw new DomainError('TOO_MANY_LOGIN_ATTEMPTS');
  }
  const result = await attempt();
  await Promise.all(limits.map(({ key, limit }) => giveTokenBack(key, limit, LOGIN_WINDOW_MS)));
  return result;
}

/** Login code 106 means the number is not registered (accounts.md 4.1): the UI offers registration. */
function rethrowNotRegistered(error: unknown): never {
  if (error instanceof UpstreamError && error.kind === 'rejected' && error.code === '106') {
    throw new DomainError('NOT_REGISTERED');
  }
  throw error;
}

export async function loginWithSmsCode(
  request: z.output<typeof smsLoginRequestSchema>,
  locale: Locale,
): Promise<LoginAnswer> {
  const op = request.flow === 'app' ? loginOrRegisterBySms : loginBySms;
  return limitedLoginAttempt(request.mobile, () =>
    callOperation(op, { mobile: request.mobile, password: request.code }, { locale }).catch(
      rethrowNotRegistered,
    ),
  );
}

/** E-mail login: the BFF fetches the account's public key and encrypts the password (protocols.md). */
export async function loginWithPassword(
  request: z.output<typeof emailLoginSchema>,
  locale: Locale,
): Promise<LoginAnswer> {
  return limitedLoginAttempt(request.email, async () => {
    const publicKey = await callOperation(getPublicKey, { userAccount: request.email }, { locale });
    return callOperation(
      loginByEmail,
      { userAccount: request.email, userPassword: encryptPassword(request.password, publicKey) },
      { locale },
    );
  });
}

/** Logout (accounts.md 4.1): tell upstream; the handler ends the portal session whatever it answered. */
export async function logoutUpstream(viewer: Viewer): Promise<void> {
  if (!viewer.token) return;
  await callOperation(logout, {}, { locale: viewer.locale, token: viewer.token }).catch((error: unknown) => {
    logger.warn({ error: describeError(error) }, 'logout: upstream did not confirm');
  });
}
