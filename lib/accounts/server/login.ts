import 'server-only';
import type { IronSession } from 'iron-session';
import { z } from 'zod';
import type { LoginResult, smsLoginRequestSchema } from '@/lib/accounts/endpoints';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import type { UserSnapshot } from '@/lib/session/user-snapshot';
import { callOperation } from '@/lib/upstream/operation';
import { UpstreamError } from '@/lib/upstream/errors';
import { getPublicKey, loginByEmail, loginBySms, loginOrRegisterBySms, logout, type LoginAnswer } from '@/lib/upstream/operations/accounts';
import { emailLoginSchema, smsLoginSchema } from '@/lib/validation/account';
import { encryptPassword } from './password-encryption';
import { needsSupplement, startSession } from './sign-in';


/** Login code 106 means the number is not registered (accounts.md 4.1): the UI offers registration. */
function rethrowNotRegistered(error: unknown): never {
  if (error instanceof UpstreamError && error.kind === 'rejected' && error.code === '106') {
    throw new DomainError('NOT_REGISTERED');
  }
  throw error;
}

/** SMS login (accounts.md 4.1); the handler opens the session with what upstream answered. */
export async function loginWithSmsCode(request: z.output<typeof smsLoginRequestSchema>, locale: Locale): Promise<LoginAnswer> {
  const op = request.flow === 'app' ? loginOrRegisterBySms : loginBySms;
  return callOperation(op, { mobile: request.mobile, password: request.code }, { locale }).catch(rethrowNotRegistered);
}

/** E-mail login: the BFF fetches the account's public key and encrypts the password (protocols.md). */
export async function loginWithPassword(
  session: IronSession<SessionData>,
  request: z.infer<typeof emailLoginSchema>,
  locale: Locale,
): Promise<LoginResult> {
  const publicKey = await callOperation(getPublicKey, { userAccount: request.email }, { locale });
  const answer = await callOperation(
    loginByEmail,
    { userAccount: request.email, userPassword: encryptPassword(request.password, publicKey) },
    { locale },
  );
  const user = await startSession(session, answer, locale);
  return { user, needsSupplement: needsSupplement(user) };
}

/** Logout (accounts.md 4.1): tell upstream, then end the portal session whatever it answered. */
export async function endSession(session: IronSession<SessionData>, locale: Locale): Promise<void> {
  if (session.token) {
    await callOperation(logout, {}, { locale, token: session.token }).catch((error: unknown) => {
      console.warn(`logout: upstream did not confirm (${error instanceof Error ? error.message : 'unknown'})`);
    });
  }
  session.destroy();
}
