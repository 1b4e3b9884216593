import 'server-only';
import type { IronSession } from 'iron-session';
import { BffError } from '@/lib/bff/bff-error';
import { CompanyStatus, statusOf } from '@/lib/accounts/statuses';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { getCompanyStatus } from '@/lib/upstream/operations/accounts';
import { insertCompany, modifyRegistration, revokeLogoff, updateCompanyEmail } from '@/lib/upstream/operations/personal-centre';
import type { enterpriseSchema } from '@/lib/validation/account';
import type { z } from 'zod';

function signedIn(session: IronSession<SessionData>) {
  if (!session.token || !session.user) throw new BffError(401, 'LOGIN_REQUIRED');
  return { token: session.token, user: session.user };
}

/** Withdraws a cancellation request (accounts.md 4.7). */
export async function withdrawCancellation(session: IronSession<SessionData>, locale: Locale): Promise<void> {
  const { token } = signedIn(session);
  await callOperation(revokeLogoff, {}, { locale, token });
}

/** Changes the company e-mail; only an authenticated company has one to change (accounts.md 2.6). */
export async function changeCompanyEmail(session: IronSession<SessionData>, companyEmail: string, locale: Locale): Promise<void> {
  const { token, user } = signedIn(session);
  const company = await callOperation(getCompanyStatus, { userId: user.id }, { locale, token });
  if (!company?.id || statusOf(company.companyStatus) !== CompanyStatus.Authenticated) {
    throw new BffError(409, 'COMPANY_NOT_AUTHENTICATED');
  }
  await callOperation(updateCompanyEmail, { companyEmail, id: company.id }, { locale, token });
}

/**
 * Sends a corrected registration (accounts.md 2.5): it goes back to review, so the snapshot's
 * audit status becomes 0 at once and the guards treat the user accordingly.
 */
export async function correctRegistration(
  session: IronSession<SessionData>,
  form: { companyName: string; companyType: string },
  locale: Locale,
): Promise<void> {
  const { token, user } = signedIn(session);
  await callOperation(modifyRegistration, { userName: form.companyName, companyName: form.companyName, companyType: form.companyType }, { locale, token });
  session.user = { ...user, userName: form.companyName, companyName: form.companyName, companyType: form.companyType, auditStatus: 0 };
  await session.save();
}

/** Company authentication (business.md 4): submitted, the company waits for review (status 0). */
export async function authenticateCompany(
  session: IronSession<SessionData>,
  form: z.infer<typeof enterpriseSchema>,
  locale: Locale,
): Promise<void> {
  const { token, user } = signedIn(session);
  await callOperation(insertCompany, form, { locale, token });
  session.user = { ...user, companyName: form.companyName, companyStatus: CompanyStatus.UnderReview };
  await session.save();
}
