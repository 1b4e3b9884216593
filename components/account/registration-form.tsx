'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { cn } from '@/components/ui/cn';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { useRouter } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dictionaries';
import { emailRegistrationSchema, phoneRegistrationSchema } from '@/lib/validation/account';
import { CodeField, EmailField, FormAlert, MobileField, NewPasswordFields } from './account-fields';
import { AgreementDialog } from './agreement-dialog';
import { ConsentCheckbox } from './consent-checkbox';

type Mode = 'mobile' | 'email';

/**
 * Registration (accounts.md 2.4, 4.1): by mobile number or e-mail, with a code, the company's
 * industry, name and form, and consent. The registration agreement opens on entry. Desktop
 * registration ends on /Result (marker 7); from the mobile flow (`appId`) it says the registration
 * is under review and goes back.
 */
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
  const bff = useBff();
  const router = useRouter();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [agreementOpen, setAgreementOpen] = useState(agreement !== null);
  const form = useSchemaForm(mode === 'mobile' ? phoneRegistrationSchema : emailRegistrationSchema, {
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

  function switchMode(next: Mode) {
    setMode(next);
    form.setValue('mode', next);
  }

  const submit = form.onSubmit(async (data) => {
    const answer = await bff('/api/auth/register', data);
    if (!answer.ok) return { fields: answer.error.fields, message: answer.error.message };
    if (appId) {
      toast(t('registrationUnderReview'), { tone: 'warning', durationMs: 2500 });
      setTimeout(() => router.back(), 1500);
    } else {
      router.push('/Result?type=7');
      router.refresh();
    }
  });

  const text = (name: string) => String(form.values[name] ?? '');

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div role="tablist" aria-label={t('registerBy')} className="grid grid-cols-2 rounded-lg bg-steel-50 p-1">
          {(['mobile', 'email'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={mode === option}
              onClick={() => switchMode(option)}
              className={cn(
                'h-9 rounded-md text-sm font-medium transition-colors',
                mode === option ? 'bg-surface text-steel-800 shadow-card' : 'text-ink-muted hover:text-ink',
              )}
            >
              {t(option === 'mobile' ? 'registerByMobile' : 'registerByEmail')}
            </button>
          ))}
        </div>

        {mode === 'mobile' ? <MobileField form={form} /> : <EmailField form={form} />}
        <CodeField
          form={form}
          label={mode === 'mobile' ? t('smsCode') : t('emailCode')}
          validateTarget={() => form.checkField(mode === 'mobile' ? 'mobile' : 'email')}
          send={(captchaVerification) =>
            mode === 'mobile'
              ? bff('/api/auth/sms-code', { mobile: text('mobile'), purpose: 'register', captchaVerification })
              : bff('/api/auth/email-code', { email: text('email'), purpose: 'register', captchaVerification })
          }
        />
        {mode === 'email' ? <NewPasswordFields form={form} /> : null}

        <FormField label={t('companyName')} error={form.errorOf('companyName')}>
          {(control) => (
            <input
              {...control}
              name="companyName"
              autoComplete="organization"
              maxLength={64}
              placeholder={t('companyNamePlaceholder')}
              value={text('companyName')}
              onChange={(event) => form.setValue('companyName', event.target.value)}
              onBlur={() => {
                form.setValue('companyName', text('companyName').trim());
                form.touch('companyName');
              }}
              className={inputClass(control['aria-invalid'])}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('industryCategory')} error={form.errorOf('industryCategory')}>
            {(control) => (
              <ChoiceSelect
                {...control}
                name="industryCategory"
                options={industryCategories}
                invalid={control['aria-invalid']}
                value={text('industryCategory')}
                onChange={(event) => form.setValue('industryCategory', event.target.value)}
                onBlur={() => form.touch('industryCategory')}
              />
            )}
          </FormField>
          <FormField label={t('companyForm')} error={form.errorOf('companyForm')}>
            {(control) => (
              <ChoiceSelect
                {...control}
                name="companyForm"
                options={companyForms}
                invalid={control['aria-invalid']}
                value={text('companyForm')}
                onChange={(event) => form.setValue('companyForm', event.target.value)}
                onBlur={() => form.touch('companyForm')}
              />
            )}
          </FormField>
        </div>
        <ConsentCheckbox checked={form.values.consent === true} onChange={(checked) => form.setValue('consent', checked)} error={form.errorOf('consent')} />
        <FormAlert message={form.formError} />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.pending}>
          {form.pending ? t('submitting') : t('register')}
        </button>
      </form>
      {agreement ? (
        <AgreementDialog
          open={agreementOpen}
          onOpenChange={setAgreementOpen}
          title={agreement.title}
          html={agreement.html}
          onConfirm={() => form.setValue('consent', true)}
        />
      ) : null}
    </>
  );
}
