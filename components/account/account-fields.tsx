'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/text-field';
import { mobileDigits } from '@/lib/validation/account-input';
import { ConsentText } from './consent-checkbox';

type Bound<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };

export function MobileField<T extends FieldValues>({ control, name }: Bound<T>) {
  const t = useTranslations('account');
  return (
    <TextField
      control={control}
      name={name}
      label={t('mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      // No maxLength: a pasted number with spaces or "+86" is longer than the number it holds.
      placeholder={t('mobilePlaceholder')}
      filter={mobileDigits}
    />
  );
}

export function EmailField<T extends FieldValues>({ control, name, label }: Bound<T> & { label?: string }) {
  const t = useTranslations('account');
  return (
    <TextField
      control={control}
      name={name}
      label={label ?? t('email')}
      type="email"
      autoComplete="email"
      placeholder={t('emailPlaceholder')}
    />
  );
}

export function CurrentPasswordField<T extends FieldValues>({ control, name }: Bound<T>) {
  const t = useTranslations('account');
  return (
    <PasswordField control={control} name={name} label={t('password')} autoComplete="current-password" />
  );
}

export function NewPasswordFields<T extends FieldValues>({
  control,
  names,
  label,
}: {
  control: Control<T>;
  names: { password: FieldPath<T>; repeat: FieldPath<T> };
  label?: string;
}) {
  const t = useTranslations('account');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordField
        control={control}
        name={names.password}
        label={label ?? t('password')}
        hint={t('passwordHint')}
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={names.repeat}
        label={t('passwordRepeat')}
        autoComplete="new-password"
      />
    </div>
  );
}

export function ConsentField<T extends FieldValues>({ control, name }: Bound<T>) {
  return (
    <CheckboxField control={control} name={name}>
      <ConsentText />
    </CheckboxField>
  );
}
