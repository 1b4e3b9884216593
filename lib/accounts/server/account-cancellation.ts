import 'server-only';
import type { IronSession } from 'iron-session';
import type { NextRequest } from 'next/server';
import { BffError } from '@/lib/bff/bff-error';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { sendLogoffEmailCode, sendLogoffSmsCode, submitLogoff } from '@/lib/upstream/operations/personal-centre';
import { looksLikeEmail } from '@/lib/validation/account';
import { sendEmailCode } from './send-code';

function signedInAccount(session: IronSession<SessionData>): { token: string; account: string } {
  if (!session.token || !session.user) throw new BffError(401, 'LOGIN_REQUIRED');
  return { token: session.token, account: session.user.userAccount };
}

/** The log-off code: by e-mail when the account looks like one, else by SMS (business.md 5). */
export async function sendCancellationCode(session: IronSession<SessionData>, captchaVerification: string, locale: Locale): Promise<void> {
  const { token, account } = signedInAccount(session);
  const base = { userAccount: account, captchaType: 'blockPuzzle', token: captchaVerification };
  if (looksLikeEmail(account)) await callOperation(sendLogoffEmailCode, { ...base, inlet: 'WEB' }, { locale, token });
  else await callOperation(sendLogoffSmsCode, base, { locale, token });
}

/** Submits the cancellation: the account is then "cancellation under review" (user status 0). */
export async function requestCancellation(session: IronSession<SessionData>, code: string, locale: Locale): Promise<void> {
  const { token, account } = signedInAccount(session);
  await callOperation(submitLogoff, { mobile: account, password: code }, { locale, token });
}

/** The password-change code goes to the account's own e-mail (accounts.md 2.7). */
export async function sendPasswordChangeCode(
  req: NextRequest,
  session: IronSession<SessionData>,
  captchaVerification: string,
  locale: Locale,
): Promise<void> {
  const { account } = signedInAccount(session);
  if (!looksLikeEmail(account)) throw new BffError(409, 'NO_PASSWORD');
  await sendEmailCode(req, { email: account, purpose: 'reset', captchaVerification }, locale);
}
