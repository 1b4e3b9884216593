import 'server-only';
import type { NextRequest } from 'next/server';
import { DomainError } from '@/lib/errors/domain-error';
import type { Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import {
  sendLogoffEmailCode,
  sendLogoffSmsCode,
  submitLogoff,
} from '@/lib/upstream/operations/personal-centre';
import { looksLikeEmail } from '@/lib/validation/account-input';
import { sendEmailCode } from './send-code';

function signedInAccount(viewer: Viewer): { token: string; account: string } {
  if (!viewer.token || !viewer.user) throw new DomainError('LOGIN_REQUIRED');
  return { token: viewer.token, account: viewer.user.userAccount };
}

/** The log-off code: by e-mail when the account looks like one, else by SMS (business.md 5). */
export async function sendCancellationCode(viewer: Viewer, captchaVerification: string): Promise<void> {
  const { token, account } = signedInAccount(viewer);
  const base = { userAccount: account, captchaType: 'blockPuzzle', token: captchaVerification };
  if (looksLikeEmail(account))
    await callOperation(sendLogoffEmailCode, { ...base, inlet: 'WEB' }, { locale: viewer.locale, token });
  else await callOperation(sendLogoffSmsCode, base, { locale: viewer.locale, token });
}

/** Submits the cancellation: the account is then "cancellation under review" (user status 0). */
export async function requestCancellation(viewer: Viewer, code: string): Promise<void> {
  const { token, account } = signedInAccount(viewer);
  await callOperation(submitLogoff, { mobile: account, password: code }, { locale: viewer.locale, token });
}

/** The password-change code goes to the account's own e-mail (accounts.md 2.7). */
export async function sendPasswordChangeCode(
  req: NextRequest,
  viewer: Viewer,
  captchaVerification: string,
): Promise<void> {
  const { account } = signedInAccount(viewer);
  if (!looksLikeEmail(account)) throw new DomainError('NO_PASSWORD');
  await sendEmailCode(req, { email: account, purpose: 'reset', captchaVerification }, viewer.locale);
}
