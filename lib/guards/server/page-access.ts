import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { PRODUCT_RETURN_COOKIE } from '@/lib/guards/product-return';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import { getSession } from '@/lib/session/session';
import type { FreshUser, UserSnapshot } from '@/lib/viewer/user';
import { callOperation } from '@/lib/upstream/operation';
import { UpstreamError } from '@/lib/upstream/errors';
import { getCompanyDetail, getCompanyStatus, getUserDetail } from '@/lib/upstream/operations/accounts';
import { searchEpds } from '@/lib/upstream/operations/epd';
import { CompanyStatus, statusOf } from '@/lib/viewer/statuses';
import { isStale, recentlyConfirmed, refreshPath } from '@/lib/session/snapshot';
import type { GuardNotice } from '@/lib/viewer/access';
import { decideAccess } from '../route-access';

/** The user detail's company code, else the snapshot's (docs/spec-readings.md "Assumed upstream calls and fields"). */
export function freshCompanyCode(detail: { companyCode?: string | null }, user: UserSnapshot): string | null {
  return detail.companyCode === undefined ? (user.companyCode ?? null) : detail.companyCode;
}

/** Without the user detail's code (an assumed field), an authenticated company's code is the one on its own published
 * declarations (`p/epd/page` by company name, business.md 7); a company without any has no use for one yet. */
async function codeOnCompanyDeclarations(companyName: string, locale: Locale): Promise<string | null> {
  const page = await callOperation(searchEpds, { companyName, pageNum: 1, pageSize: 10 }, { locale });
  const own = page.list.find((record) => record.companyName?.trim() === companyName.trim());
  return own?.companyCode?.trim() || null;
}

/** The company type of `GET /p/company/detail/{companyCode}` (accounts.md 7), asked when the code is new to the session. */
async function freshCompanyType(code: string | null, user: UserSnapshot, token: string, locale: Locale) {
  if (!code || (code === user.companyCode && user.companyType != null)) return user.companyType ?? null;
  const company = await callOperation(getCompanyDetail, { companyCode: code }, { locale, token }).catch(
    (error: unknown) => {
      if (error instanceof UpstreamError && error.isUnauthorized) throw error;
      logger.warn(
        { error: describeError(error) },
        'guard: company type unavailable, the session keeps its own',
      );
      return null;
    },
  );
  return company?.companyType ?? user.companyType ?? null;
}

/** The user as upstream tells it now: whatever this learns replaces the session's snapshot (lib/session/snapshot.ts). */
export async function loadFreshUser(user: UserSnapshot, token: string, locale: Locale): Promise<FreshUser> {
  const [detail, company] = await Promise.all([
    callOperation(getUserDetail, { id: user.id }, { locale, token }),
    callOperation(getCompanyStatus, { userId: user.id }, { locale, token }),
  ]);
  const companyStatus = company?.companyStatus ?? null;
  const companyName = company?.companyName ?? user.companyName ?? null;
  let companyCode = freshCompanyCode(detail, user);
  if (!companyCode && statusOf(companyStatus) === CompanyStatus.Authenticated && companyName) {
    companyCode = await codeOnCompanyDeclarations(companyName, locale).catch(() => null);
  }
  return {
    ...user,
    companyCode,
    companyType: await freshCompanyType(companyCode, user, token, locale),
    userName: detail.userName ?? user.userName,
    auditStatus: detail.auditStatus ?? null,
    userStatus: detail.userStatus ?? null,
    reasonReject: detail.reasonReject ?? null,
    companyStatus,
    companyName,
    companyEmail: company?.companyEmail ?? null,
    companyId: company?.id ?? null,
  };
}

export type PageAccess =
  | { kind: 'allow'; user: FreshUser; token: string }
  | { kind: 'block'; notice: GuardNotice; user: UserSnapshot | null };

/** Every protected page's guard (DESIGN.md "Guards"), with fresh status; a dead token goes through /api/session/expired
 * (pages cannot write cookies), and an unknown status blocks with a reason, never lets through. */
export async function requirePageAccess(pathname: string, locale: Locale, search = ''): Promise<PageAccess> {
  const session = await getSession();
  const back = encodeURIComponent(pathname + search);
  if (!session.token || !session.user) {
    const productReturn = (await cookies()).get(PRODUCT_RETURN_COOKIE)?.value;
    const visitor = decideAccess(pathname, { signedIn: false, productReturn });
    if (visitor.kind === 'login' && visitor.page) redirect(localizedPath(locale, visitor.page));
    redirect(`${localizedPath(locale, '/')}?login=required&redirect=${back}`);
  }
  const { token, user } = session;
  let fresh: FreshUser;
  try {
    fresh = await loadFreshUser(user, token, locale);
  } catch (error) {
    if (error instanceof UpstreamError && error.isUnauthorized)
      redirect(`/api/session/expired?redirect=${back}&locale=${locale}`);
    logger.warn({ pathname, error: describeError(error) }, 'guard: account status unknown, access denied');
    return { kind: 'block', notice: 'statusUnknown', user };
  }
  // DESIGN.md "Sessions are changed only by route handlers": a stale snapshot is rewritten on the way back here.
  if (isStale(user, fresh) && !recentlyConfirmed(session.refreshedAt))
    redirect(refreshPath(pathname + search, locale));
  const decision = decideAccess(pathname, {
    signedIn: true,
    auditStatus: fresh.auditStatus,
    companyStatus: fresh.companyStatus,
  });
  if (decision.kind === 'redirect')
    redirect(`${localizedPath(locale, decision.to)}?notice=${decision.notice}`);
  if (decision.kind === 'block') return { kind: 'block', notice: decision.notice, user: fresh };
  return { kind: 'allow', user: fresh, token };
}
