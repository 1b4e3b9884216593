import 'server-only';
import { sealData, unsealData } from 'iron-session';
import type { IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import * as z from 'zod';
import { getEnv } from '@/lib/env/server/env';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import {
  changePasswordByReset,
  checkPasswordResetCode,
  getPublicKey,
} from '@/lib/upstream/operations/accounts';
import { encryptPassword } from './password-encryption';

/** Forgot password (accounts.md 4.6): step 2's reset token lives in its own short-lived cookie (DESIGN.md "Password reset token"). */
const RESET_COOKIE = 'portal_reset';
const RESET_TTL_SECONDS = 15 * 60;
const resetSchema = z.object({ id: z.union([z.number(), z.string()]), token: z.string(), email: z.string() });

export async function verifyResetCode(email: string, code: string, locale: Locale): Promise<void> {
  const answer = await callOperation(
    checkPasswordResetCode,
    { userAccount: email, verify: code },
    { locale },
  );
  const sealed = await sealData(
    { id: answer.portalUserVO.id, token: answer.tokenVO.token, email },
    { password: getEnv().sessionPassword, ttl: RESET_TTL_SECONDS },
  );
  (await cookies()).set(RESET_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'strict',
    secure: getEnv().https,
    path: '/api/auth/password-reset',
    maxAge: RESET_TTL_SECONDS,
  });
}

/** accounts.md 4.6: on success the stored user info and token are cleared; the caller ends the session. */
async function setNewPassword(
  reset: { id: string | number; token: string; email: string },
  password: string,
  passwordRepeat: string,
  locale: Locale,
): Promise<void> {
  const publicKey = await callOperation(getPublicKey, { userAccount: reset.email }, { locale });
  await callOperation(
    changePasswordByReset,
    {
      id: reset.id,
      newuserAccount: encryptPassword(password, publicKey),
      userPassword: encryptPassword(passwordRepeat, publicKey),
    },
    { locale, token: reset.token },
  );
}

export async function changeForgottenPassword(
  password: string,
  passwordRepeat: string,
  locale: Locale,
): Promise<void> {
  const jar = await cookies();
  const raw = jar.get(RESET_COOKIE)?.value;
  const opened = raw
    ? await unsealData(raw, { password: getEnv().sessionPassword, ttl: RESET_TTL_SECONDS }).catch(() => ({}))
    : {};
  const reset = resetSchema.safeParse(opened);
  if (!reset.success) throw new DomainError('RESET_EXPIRED');
  await setNewPassword(reset.data, password, passwordRepeat, locale);
  jar.delete({ name: RESET_COOKIE, path: '/api/auth/password-reset' });
}

/** Change password (accounts.md 2.7): the same steps in one request; it ends on /Result code 4 with the session over. */
export async function changePasswordWithCode(
  session: IronSession<SessionData>,
  form: { code: string; password: string; passwordRepeat: string },
  locale: Locale,
): Promise<void> {
  const email = session.user?.userAccount;
  if (!session.token || !email) throw new DomainError('LOGIN_REQUIRED');
  const answer = await callOperation(
    checkPasswordResetCode,
    { userAccount: email, verify: form.code },
    { locale },
  );
  await setNewPassword(
    { id: answer.portalUserVO.id, token: answer.tokenVO.token, email },
    form.password,
    form.passwordRepeat,
    locale,
  );
  session.destroy();
}
