'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CodeField } from '@/components/captcha/code-field';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { useRouter } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dto';
import { takeCarriedMobile } from '@/lib/accounts/carried-mobile';
import { ConsentField, EmailField, MobileField, NewPasswordFields } from './account-fields';
import { AgreementDialog } from './agreement-dialog';
import { LazyNotRegisteredDialog } from './lazy-not-registered-dialog';
import { useAccountCheck } from './use-account-check';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import * as authApi from '@/lib/accounts/addresses';
import * as authForms from '@/lib/accounts/forms';

type Mode = 'mobile' | 'email';

/** Registration (accounts.md 2.4, 4.1): the agreement opens on entry; a number carried from the login dialog is
 *  filled in, and one that already has an account is sent to log in before the captcha; desktop ends on /Result
 *  (marker 7), the mobile flow (`appId`) says the registration is under review and goes back. */
export function RegistrationForm({
  industryCategories,
  companyForms,
  agreement,
  appId,
  initialMode = 'mobile',
}: {
  industryCategories: ChoiceOption[] | null;
  companyForms: ChoiceOption[] | null;
  agreement: { title: string; html: string } | null;
  appId?: string;
  initialMode?: Mode;
}) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [agreementOpen, setAgreementOpen] = useState(agreement !== null);
  // One discriminated schema: `mode` picks which fields are asked and checked.
  const form = useBffForm(authForms.schemas, 'registrationSchema', {
    mode: initialMode,
    mobile: '',
    email: '',
    code: '',
    password: '',
    passwordRepeat: '',
    industryCategory: '',
    companyName: '',
    companyForm: '',
    consent: false,
  });

  const accountCheck = useAccountCheck();
  const [registered, setRegistered] = useState(false);

  // The number the login dialog found unregistered comes along (lib/accounts/carried-mobile.ts).
  useEffect(() => {
    const carried = takeCarriedMobile();
    if (carried && initialMode === 'mobile') form.setValue('mobile', carried);
  }, [form, initialMode]);

  /** The number is checked before the puzzle: one that has an account is sent to log in instead. */
  async function readyForCaptcha(): Promise<boolean> {
    if (mode === 'email') return form.check('email');
    if (!(await form.check('mobile'))) return false;
    if ((await accountCheck(form.getValues('mobile'))) !== true) return true;
    setRegistered(true);
    return false;
  }

  function switchMode(next: Mode) {
    setMode(next);
    form.setValue('mode', next);
    form.clearErrors();
  }

  const submit = form.submitWith(async (values) => {
    await callEndpoint(authApi.register, values, { locale });
    if (appId) {
      toast(t('onboarding.underReview'), { tone: 'warning', durationMs: 2500 });
      // Stays "submitting" while the warning is read, so nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      router.back();
    } else {
      form.leave('/Result?type=7', { refresh: true });
    }
  });

  const sendCode = async (captchaVerification: string) => {
    return mode === 'mobile'
      ? callEndpoint(
          authApi.sendSmsCode,
          { mobile: form.getValues('mobile'), purpose: 'register', captchaVerification },
          { locale },
        )
      : callEndpoint(
          authApi.sendEmailCode,
          { email: form.getValues('email'), purpose: 'register', captchaVerification },
          { locale },
        );
  };

  return (
    <>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <SegmentedTabs
          label={t('registerBy')}
          selected={mode}
          onSelect={switchMode}
          tabs={(['mobile', 'email'] as const).map((option) => ({
            value: option,
            label: t(option === 'mobile' ? 'registerByMobile' : 'registerByEmail'),
          }))}
        />

        {mode === 'mobile' ? (
          <MobileField control={form.control} name="mobile" />
        ) : (
          <EmailField control={form.control} name="email" />
        )}
        <CodeField
          control={form.control}
          name="code"
          label={mode === 'mobile' ? t('smsCode') : t('emailCode')}
          validateTarget={readyForCaptcha}
          send={sendCode}
        />
        {mode === 'email' ? (
          <NewPasswordFields
            control={form.control}
            names={{ password: 'password', repeat: 'passwordRepeat' }}
          />
        ) : null}

        <TextField
          control={form.control}
          name="companyName"
          label={t('companyName')}
          autoComplete="organization"
          maxLength={64}
          placeholder={t('companyNamePlaceholder')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="industryCategory"
            label={t('industryCategory')}
            options={industryCategories}
          />
          <SelectField
            control={form.control}
            name="companyForm"
            label={t('companyForm')}
            options={companyForms}
          />
        </div>
        <ConsentField control={form.control} name="consent" />
        <FormAlert message={form.alert} />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.busy}>
          {form.busy ? t('submitting') : t('register')}
        </button>
      </form>
      <LazyNotRegisteredDialog
        open={registered}
        onOpenChange={setRegistered}
        mobile={form.getValues('mobile')}
        finding="registered"
      />
      {agreement ? (
        <AgreementDialog
          open={agreementOpen}
          onOpenChange={setAgreementOpen}
          title={agreement.title}
          html={agreement.html}
          onConfirm={() => form.setValue('consent', true, { shouldValidate: form.formState.isSubmitted })}
        />
      ) : null}
    </>
  );
}
