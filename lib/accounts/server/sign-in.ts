import 'server-only';
import type { IronSession } from 'iron-session';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import type { UserSnapshot } from '@/lib/viewer/user';
import { callOperation } from '@/lib/upstream/operation';
import { getCompanyStatus, type LoginAnswer } from '@/lib/upstream/operations/accounts';

/** accounts.md 4.1: token and snapshot go into the sealed cookie; the company status joins the snapshot for the guards. */
export async function startSession(
  session: IronSession<SessionData>,
  answer: LoginAnswer,
  locale: Locale,
): Promise<UserSnapshot> {
  const token = answer.tokenVO.token;
  const vo = answer.portalUserVO;
  const company = await callOperation(getCompanyStatus, { userId: vo.id }, { locale, token }).catch(
    () => null,
  );
  const user: UserSnapshot = {
    id: vo.id,
    userName: vo.userName ?? null,
    userAccount: vo.userAccount,
    companyName: vo.companyName ?? company?.companyName ?? null,
    companyCode: vo.companyCode ?? null,
    auditStatus: vo.auditStatus ?? null,
    accountType: vo.accountType ?? null,
    companyType: vo.companyType ?? null,
    companyStatus: company?.companyStatus ?? null,
  };
  session.token = token;
  session.user = user;
  delete session.expired;
  await session.save();
  return user;
}

/** accounts.md 4.1: a user with neither a user name nor a company name fills in the supplement form first. */
export function needsSupplement(user: UserSnapshot): boolean {
  return !user.userName && !user.companyName;
}
