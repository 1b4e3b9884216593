import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import type { GuardNotice } from '@/lib/viewer/access';
import { Link } from '@/lib/i18n/navigation';

const NEXT_STEP: Partial<
  Record<GuardNotice, { href: string; key: 'toUser' | 'toEnterprise' | 'toUserinfo' }>
> = {
  auditPending: { href: '/user', key: 'toUser' },
  auditRejected: { href: '/userinfo', key: 'toUserinfo' },
  companyPending: { href: '/user', key: 'toUser' },
  companyRejected: { href: '/enterprise', key: 'toEnterprise' },
  companyRequired: { href: '/enterprise', key: 'toEnterprise' },
};

/** What a protected page shows instead of its content when a guard stops the user, and why. */
export async function GuardBlock({ notice }: { notice: GuardNotice }) {
  const t = await getTranslations('guards');
  const next = NEXT_STEP[notice];
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center"
      data-guard={notice}
    >
      <span
        className="flex size-12 items-center justify-center rounded-full bg-warning-50 text-warning-600"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 8v5M12 16.5v.5" strokeLinecap="round" />
          <circle cx="12" cy="12" r="9" />
        </svg>
      </span>
      <h1 className="mt-4 text-xl font-semibold text-steel-900">{t(`notice.${notice}`)}</h1>
      <p className="mt-2 max-w-md text-ink-muted">{t(`explain.${notice}`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {next ? (
          <Link href={next.href} className={buttonClass('primary')}>
            {t(next.key)}
          </Link>
        ) : null}
        <Link href="/" className={buttonClass('secondary')}>
          {t('toHome')}
        </Link>
      </div>
    </section>
  );
}
