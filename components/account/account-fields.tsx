'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import type { SchemaForm } from '@/components/ui/use-schema-form';
import type { BffAnswer } from '@/lib/bff/bff-error';
import { digitsOnly } from '@/lib/validation/account';
import { PasswordInput } from './password-input';
import { SendCodeButton } from './send-code-button';

/**
 * The fields every account form shares (login, registration, reset, change password, cancellation),
 * bound to a `useSchemaForm` form so they validate the same way everywhere.
 */
const text = (form: SchemaForm, name: string) => String(form.values[name] ?? '');

/** A refusal of the whole form (the server's message), above the submit button. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
      {message}
    </p>
  );
}

export function MobileField({ form, name = 'mobile' }: { form: SchemaForm; name?: string }) {
  const t = useTranslations('account');
  return (
    <FormField label={t('mobile')} error={form.errorOf(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('mobilePlaceholder')}
          value={text(form, name)}
          onChange={(event) => form.setValue(name, digitsOnly(event.target.value, 11))}
          onBlur={() => form.touch(name)}
          className={inputClass(control['aria-invalid'])}
        />
      )}
    </FormField>
  );
}

export function EmailField({ form, name = 'email', label }: { form: SchemaForm; name?: string; label?: string }) {
  const t = useTranslations('account');
  return (
    <FormField label={label ?? t('email')} error={form.errorOf(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={text(form, name)}
          onChange={(event) => form.setValue(name, event.target.value)}
          onBlur={() => form.touch(name)}
          className={inputClass(control['aria-invalid'])}
        />
      )}
    </FormField>
  );
}

/** A 6-digit code (non-digits filtered as the user types) with its "get code" button. */
export function CodeField({
  form,
  label,
  validateTarget,
  send,
  onRefused,
}: {
  form: SchemaForm;
  label: string;
  validateTarget: () => boolean;
  send: (captchaVerification: string) => Promise<BffAnswer<unknown>>;
  onRefused?: (error: { code: string; message: string }) => boolean;
}) {
  const t = useTranslations('account');
  return (
    <FormField label={label} error={form.errorOf('code')}>
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('codePlaceholder')}
            value={text(form, 'code')}
            onChange={(event) => form.setValue('code', digitsOnly(event.target.value))}
            onBlur={() => form.touch('code')}
            className={inputClass(control['aria-invalid'])}
          />
          <SendCodeButton validateTarget={validateTarget} send={send} onRefused={onRefused} />
        </div>
      )}
    </FormField>
  );
}

function PasswordField({ form, name, label, hint, autoComplete }: { form: SchemaForm; name: string; label: string; hint?: ReactNode; autoComplete: string }) {
  return (
    <FormField label={label} error={form.errorOf(name)} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          invalid={control['aria-invalid']}
          name={name}
          autoComplete={autoComplete}
          value={text(form, name)}
          onChange={(event) => form.setValue(name, event.target.value)}
          onBlur={() => form.touch(name)}
        />
      )}
    </FormField>
  );
}

/** The password to log in with. */
export function CurrentPasswordField({ form }: { form: SchemaForm }) {
  const t = useTranslations('account');
  return <PasswordField form={form} name="password" label={t('password')} autoComplete="current-password" />;
}

/** A new password and its repetition (`password`, `passwordRepeat`), side by side where there is room. */
export function NewPasswordFields({ form, label }: { form: SchemaForm; label?: string }) {
  const t = useTranslations('account');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordField form={form} name="password" label={label ?? t('password')} hint={t('passwordHint')} autoComplete="new-password" />
      <PasswordField form={form} name="passwordRepeat" label={t('passwordRepeat')} autoComplete="new-password" />
    </div>
  );
}
