import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { GuardBlock } from '@/components/guards/guard-block';
import { loadChoices } from '@/lib/site/dictionaries';
import { requirePageAccess } from '@/lib/guards/page-access';
import type { Locale } from '@/lib/i18n/routing';
import { RegistrationCorrectionForm } from './registration-correction-form';

/** /userinfo and /information: the rejection reason, then the corrected registration (accounts.md 2.5). */
export async function RegistrationCorrection({ path, locale }: { path: '/userinfo' | '/information'; locale: Locale }) {
  const access = await requirePageAccess(path, locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [t, companyTypes] = await Promise.all([getTranslations('personalCentre'), loadChoices('protectedList', 'COMPANY_TYPE', locale)]);
  const { user } = access;
  return (
    <AuthCard title={t('correctTitle')} subtitle={t('correctLead')}>
      {user.reasonReject ? (
        <div className="mb-5 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-600">
          <p className="font-medium">{t('rejectedBecause')}</p>
          {/* Sanitised on the server by the operation's htmlFields. */}
          <div className="prose-platform mt-1" dangerouslySetInnerHTML={{ __html: user.reasonReject }} />
        </div>
      ) : null}
      <RegistrationCorrectionForm
        account={user.userAccount}
        companyName={user.companyName ?? user.userName ?? ''}
        companyType={user.companyType ? String(user.companyType) : ''}
        companyTypes={companyTypes}
      />
    </AuthCard>
  );
}
