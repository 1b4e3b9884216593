import 'server-only';
import { DomainError } from '@/lib/errors/domain-error';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import type { GuardNotice } from '@/lib/viewer/access';
import { CompanyStatus, statusOf } from '@/lib/viewer/statuses';
import type { Locale } from '@/lib/i18n/routing';
import { loadChoices } from '@/lib/site/server/dictionaries';
import type { ChoiceOption } from '@/lib/site/dto';
import type { FreshUser, UserSnapshot } from '@/lib/viewer/user';
import { isSignedIn, type SignedInViewer, type Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { getCompanyStatus } from '@/lib/upstream/operations/accounts';
import {
  modifyRegistration,
  revokeLogoff,
  updateCompanyEmail,
} from '@/lib/upstream/operations/personal-centre';

function signedIn(viewer: Viewer): SignedInViewer {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  return viewer;
}

/** Withdraws a cancellation request (accounts.md 4.7). */
export async function withdrawCancellation(viewer: Viewer): Promise<void> {
  const { token, locale } = signedIn(viewer);
  await callOperation(revokeLogoff, {}, { locale, token });
}

/** Changes the company e-mail; only an authenticated company has one to change (accounts.md 2.6). */
export async function changeCompanyEmail(viewer: Viewer, companyEmail: string): Promise<void> {
  const { token, user, locale } = signedIn(viewer);
  const company = await callOperation(getCompanyStatus, { userId: user.id }, { locale, token });
  if (!company?.id || statusOf(company.companyStatus) !== CompanyStatus.Authenticated) {
    throw new DomainError('COMPANY_NOT_AUTHENTICATED');
  }
  await callOperation(updateCompanyEmail, { companyEmail, id: company.id }, { locale, token });
}

/** A corrected registration goes back to review (accounts.md 2.5): the snapshot's audit status is 0 at once. */
export async function correctRegistration(
  viewer: Viewer,
  form: { companyName: string; companyType: string },
): Promise<UserSnapshot> {
  const { token, user, locale } = signedIn(viewer);
  await callOperation(
    modifyRegistration,
    { userName: form.companyName, companyName: form.companyName, companyType: form.companyType },
    { locale, token },
  );
  return {
    ...user,
    userName: form.companyName,
    companyName: form.companyName,
    companyType: form.companyType,
    auditStatus: 0,
  };
}

/** /userinfo and /information (accounts.md 2.5): the guard's decision with fresh data, and the company types. */
export async function loadRegistrationCorrection(
  path: '/userinfo' | '/information',
  locale: Locale,
): Promise<
  | { kind: 'block'; notice: GuardNotice }
  | { kind: 'allow'; user: FreshUser; companyTypes: ChoiceOption[] | null }
> {
  const access = await requirePageAccess(path, locale);
  if (access.kind === 'block') return { kind: 'block', notice: access.notice };
  return {
    kind: 'allow',
    user: access.user,
    companyTypes: await loadChoices('protectedList', 'COMPANY_TYPE', { locale, token: access.token }),
  };
}
