'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-styles';
import { digitsOnly } from '@/lib/validation/account-input';
import { SendCodeButton } from './send-code-button';
import { sayAtFields } from '@/components/forms/use-bff-form';
import { useEarlyInput, valueOf } from '@/components/forms/use-early-input';
import { useFieldError } from '@/components/forms/use-field-error';
import { useRequiredMark } from '@/components/forms/required-fields';

/** A 6-digit code (non-digits filtered as the user types) with its "get code" button. */
export function CodeField<T extends FieldValues>({
  control,
  name,
  label,
  validateTarget,
  send,
  onRefused,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  validateTarget: () => Promise<boolean> | boolean;
  send: (captchaVerification: string) => Promise<unknown>;
  onRefused?: (error: { code: string; message: string }) => boolean;
}) {
  const t = useTranslations('account');
  const { field } = useController({ control, name });
  const error = useFieldError(control, name);
  const mark = useRequiredMark(control, name);
  const shown = (field.value as string | undefined) ?? '';
  const ref = useEarlyInput(field.ref, shown, valueOf, (typed) => field.onChange(digitsOnly(typed)));
  return (
    <FormField label={label} error={error} {...mark}>
      {(ids) => (
        <div className="flex gap-2">
          <input
            {...ids}
            ref={ref}
            name={field.name}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('codePlaceholder')}
            value={shown}
            onChange={(event) => field.onChange(digitsOnly(event.target.value))}
            onBlur={field.onBlur}
            className={inputClass(ids['aria-invalid'])}
          />
          <SendCodeButton
            validateTarget={validateTarget}
            send={send}
            onRefused={onRefused}
            onFieldRefusal={(refusal) => sayAtFields(control.setError, refusal)}
          />
        </div>
      )}
    </FormField>
  );
}
