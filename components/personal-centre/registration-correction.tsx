import { useTranslations } from 'next-intl';
import { AuthCard } from '@/components/account/auth-card';
import type { FreshUser } from '@/lib/viewer/user';
import type { ChoiceOption } from '@/lib/site/dto';
import { RegistrationCorrectionForm } from './registration-correction-form';

/** /userinfo and /information (accounts.md 2.5): the rejection reason, then the corrected registration. */
export function RegistrationCorrection({
  user,
  companyTypes,
}: {
  user: FreshUser;
  companyTypes: ChoiceOption[] | null;
}) {
  const t = useTranslations('personalCentre');
  return (
    <AuthCard title={t('correctTitle')} subtitle={t('correctLead')}>
      {user.reasonReject ? (
        <div className="mb-5 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-600">
          <p className="font-medium">{t('rejectedBecause')}</p>
          {/* Sanitised on the server (htmlFields). */}
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
