import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { desktopProfileFormPath, onboardingStep, profileFormPath } from '@/lib/accounts/onboarding';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/components/ui/cn';

type OnboardingUser = Parameters<typeof onboardingStep>[0];

/**
 * The account's next onboarding step, in the same words at every door (accounts.md 4.1, 4.2): the company
 * profile (the supplement form, returning to `returnTo`), the review and the message that ends it, or the
 * correction of a rejected registration. Nothing when no step is left. On a report (`businessId`), the
 * profile is offered without blocking the PDF, through the mobile flow's form (accounts.md 2.10).
 */
export async function OnboardingStatus({
  user,
  returnTo,
  businessId = null,
  className,
}: {
  user: OnboardingUser;
  returnTo: string;
  businessId?: string | null;
  className?: string;
}) {
  const step = onboardingStep(user);
  if (!step) return null;
  const t = await getTranslations('account.onboarding');
  if (step === 'underReview') {
    return (
      <p
        role="status"
        data-onboarding={step}
        className={cn('rounded-lg bg-warning-50 px-4 py-3 text-sm text-warning-600', className)}
      >
        {t('underReview')}
      </p>
    );
  }
  const profile = step === 'profile';
  return (
    <aside
      data-onboarding={step}
      aria-labelledby="onboarding-step-title"
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg px-4 py-3 text-sm',
        profile ? 'bg-steel-50 text-ink' : 'bg-danger-50 text-danger-600',
        className,
      )}
    >
      <div className="min-w-0 flex-1 basis-64">
        <p id="onboarding-step-title" className="font-medium">
          {profile ? t('profileTitle') : t('rejected')}
        </p>
        {profile ? (
          <p className="mt-0.5 text-ink-muted">
            {businessId ? t('profileForReport') : t('profileForAccount')}
          </p>
        ) : null}
      </div>
      <Link
        href={
          profile
            ? businessId
              ? profileFormPath(businessId)
              : desktopProfileFormPath(returnTo)
            : '/userinfo'
        }
        className={buttonClass(profile ? 'secondary' : 'primary', 'sm', 'shrink-0')}
      >
        {profile ? t('profileAction') : t('correct')}
      </Link>
    </aside>
  );
}
