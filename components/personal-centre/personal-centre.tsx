import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import type { FreshUser } from '@/lib/viewer/user';
import { AccountType, AuditStatus, CompanyStatus, statusOf, UserStatus } from '@/lib/viewer/statuses';
import { Link } from '@/lib/i18n/navigation';
import { CompanyEmailButton } from './company-email-button';
import { RevokeCancellationButton } from './revoke-cancellation-button';
import { StatusBadge, type BadgeTone } from './status-badge';

const AUDIT_TONE: Record<string, BadgeTone> = {
  [AuditStatus.UnderReview]: 'pending',
  [AuditStatus.Approved]: 'ok',
  [AuditStatus.Rejected]: 'problem',
};
const COMPANY_TONE: Record<string, BadgeTone> = {
  [CompanyStatus.UnderReview]: 'pending',
  [CompanyStatus.Authenticated]: 'ok',
  [CompanyStatus.Rejected]: 'problem',
};
/** The words of each status, written out so every key is checked. */
const AUDIT_LABEL = {
  [AuditStatus.UnderReview]: 'audit.0',
  [AuditStatus.Approved]: 'audit.1',
  [AuditStatus.Rejected]: 'audit.2',
} as const;
const COMPANY_LABEL = {
  [CompanyStatus.UnderReview]: 'company.0',
  [CompanyStatus.Authenticated]: 'company.1',
  [CompanyStatus.Rejected]: 'company.2',
} as const;

function labelOf<K extends string>(labels: Record<string, K>, status: string | null, fallback: K): K {
  return status !== null && Object.hasOwn(labels, status) ? (labels[status] as K) : fallback;
}

/** The personal centre's account and company cards (accounts.md 2.6). */
export async function PersonalCentre({ user }: { user: FreshUser }) {
  const t = await getTranslations('personalCentre');
  const audit = statusOf(user.auditStatus) ?? AuditStatus.Approved;
  const company = statusOf(user.companyStatus);
  const cancelling = statusOf(user.userStatus) === UserStatus.CancellationUnderReview;
  const hasPassword = statusOf(user.accountType) === AccountType.Email;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="account-title"
        className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="account-title" className="text-lg font-semibold text-steel-900">
            {t('account')}
          </h2>
          <StatusBadge tone={AUDIT_TONE[audit] ?? 'neutral'}>
            {t(labelOf(AUDIT_LABEL, audit, 'audit.1'))}
          </StatusBadge>
        </div>
        <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-ink-subtle">{t('accountName')}</dt>
          <dd className="font-medium text-ink">{user.userAccount}</dd>
          <dt className="text-ink-subtle">{t('companyName')}</dt>
          <dd className="text-ink">{user.companyName || user.userName || '—'}</dd>
        </dl>
        {cancelling ? (
          <div
            role="status"
            className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-warning-50 px-4 py-3 text-sm text-warning-600"
          >
            <span>{t('cancellationUnderReview')}</span>
            <RevokeCancellationButton />
          </div>
        ) : null}
        {audit === AuditStatus.Rejected && user.reasonReject ? (
          <div className="mt-5 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-600">
            <p className="font-medium">{t('rejectedBecause')}</p>
            {/* Sanitised on the server. */}
            <div className="prose-platform mt-1" dangerouslySetInnerHTML={{ __html: user.reasonReject }} />
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            href="/userinfo"
            className={buttonClass(audit === AuditStatus.Rejected ? 'primary' : 'secondary', 'sm')}
          >
            {t('editRegistration')}
          </Link>
          {hasPassword ? (
            <Link href="/changepassword" className={buttonClass('secondary', 'sm')}>
              {t('changePassword')}
            </Link>
          ) : null}
          {!cancelling ? (
            <Link href="/passpassword" className={buttonClass('quiet', 'sm')}>
              {t('cancelAccount')}
            </Link>
          ) : null}
        </div>
      </section>

      <section
        aria-labelledby="enterprise-title"
        className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="enterprise-title" className="text-lg font-semibold text-steel-900">
            {t('enterprise')}
          </h2>
          <StatusBadge tone={company ? (COMPANY_TONE[company] ?? 'neutral') : 'neutral'}>
            {t(labelOf(COMPANY_LABEL, company, 'company.none'))}
          </StatusBadge>
        </div>
        <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-ink-subtle">{t('companyName')}</dt>
          <dd className="text-ink">{company ? user.companyName || '—' : '—'}</dd>
          <dt className="text-ink-subtle">{t('companyEmail')}</dt>
          <dd className="break-all text-ink">{user.companyEmail || '—'}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {company === CompanyStatus.Authenticated ? (
            <CompanyEmailButton current={user.companyEmail ?? ''} />
          ) : null}
          {company === null || company === CompanyStatus.Rejected ? (
            <Link href="/enterprise" className={buttonClass('primary', 'sm')}>
              {t('authenticate')}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
