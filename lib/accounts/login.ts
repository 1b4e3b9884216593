import 'server-only';
import type { IronSession } from 'iron-session';
import { z } from 'zod';
import { BffError } from '@/lib/bff/bff-error';
import { currentClientKey, giveTokenBack, takeToken } from '@/lib/bff/rate-limit';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/logger';
import type { SessionData } from '@/lib/session/session';
import type { UserSnapshot } from '@/lib/session/user-snapshot';
import { callOperation } from '@/lib/upstream/operation';
import { UpstreamError } from '@/lib/upstream/errors';
import { getPublicKey, loginByEmail, loginBySms, loginOrRegisterBySms, logout } from '@/lib/upstream/operations/accounts';
import { emailLoginSchema, smsLoginSchema } from '@/lib/validation/account';
import { encryptPassword } from './password-encryption';
import { needsSupplement, startSession } from './sign-in';

export const smsLoginRequestSchema = smsLoginSchema.extend({
  /** web: /n/user/login/uc (header, /logins); app: /n/user/loginOrRegister/uc (DESIGN.md). */
  flow: z.enum(['web', 'app']).default('web'),
});

export type LoginResult = { user: UserSnapshot; needsSupplement: boolean };

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins are limited per account from one client (10 in 15 minutes: guessing a code or a
 * password) and per client (100: one address trying many accounts). Only failures count: a login
 * that succeeds gives its tokens back. Upstream locks an account after its own count (USER_LOCKED).
 */
async function limitedLoginAttempt<T>(account: string, attempt: () => Promise<T>): Promise<T> {
  const client = await currentClientKey();
  const limits = [
    { key: `login:account:${account.trim().toLowerCase()}|${client}`, limit: 10 },
    { key: `login:client:${client}`, limit: 100 },
  ];
  for (const { key, limit } of limits) {
    if (!(await takeToken(key, limit, LOGIN_WINDOW_MS))) {
      throw new BffError(429, 'TOO_MANY_LOGIN_ATTEMPTS', undefined, 'limits.tooManyLoginAttempts');
    }
  }
  const result = await attempt();
  await Promise.all(limits.map(({ key, limit }) => giveTokenBack(key, limit, LOGIN_WINDOW_MS)));
  return result;
}

/** Login code 106 means the number is not registered (accounts.md 4.1): the UI offers registration. */
function rethrowNotRegistered(error: unknown): never {
  if (error instanceof UpstreamError && error.kind === 'rejected' && error.code === '106') {
    throw new BffError(422, 'NOT_REGISTERED');
  }
  throw error;
}

export async function loginWithSmsCode(
  session: IronSession<SessionData>,
  request: z.infer<typeof smsLoginRequestSchema>,
  locale: Locale,
): Promise<LoginResult> {
  const op = request.flow === 'app' ? loginOrRegisterBySms : loginBySms;
  const answer = await limitedLoginAttempt(request.mobile, () =>
    callOperation(op, { mobile: request.mobile, password: request.code }, { locale }).catch(rethrowNotRegistered),
  );
  const user = await startSession(session, answer, locale);
  return { user, needsSupplement: needsSupplement(user) };
}

/** E-mail login: the BFF fetches the account's public key and encrypts the password (protocols.md). */
export async function loginWithPassword(
  session: IronSession<SessionData>,
  request: z.infer<typeof emailLoginSchema>,
  locale: Locale,
): Promise<LoginResult> {
  const answer = await limitedLoginAttempt(request.email, async () => {
    const publicKey = await callOperation(getPublicKey, { userAccount: request.email }, { locale });
    return callOperation(
      loginByEmail,
      { userAccount: request.email, userPassword: encryptPassword(request.password, publicKey) },
      { locale },
    );
  });
  const user = await startSession(session, answer, locale);
  return { user, needsSupplement: needsSupplement(user) };
}

/** Logout (accounts.md 4.1): tell upstream, then end the portal session whatever it answered. */
export async function endSession(session: IronSession<SessionData>, locale: Locale): Promise<void> {
  if (session.token) {
    await callOperation(logout, {}, { locale, token: session.token }).catch((error: unknown) => {
      logger.warn({ error: describeError(error) }, 'logout: upstream did not confirm');
    });
  }
  session.destroy();
}
