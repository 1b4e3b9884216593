'use client';

import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordInput } from '@/components/ui/password-input';
import { FormField } from '@/components/ui/form-field';
import { useEarlyInput, valueOf } from './use-early-input';
import { useFieldError } from './use-field-error';
import { useRequiredMark } from './required-fields';

export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  autoComplete,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { field } = useController({ control, name });
  const mark = useRequiredMark(control, name);
  const error = useFieldError(control, name);
  const shown = (field.value as string | undefined) ?? '';
  const ref = useEarlyInput(field.ref, shown, valueOf, field.onChange);
  return (
    <FormField label={label} error={error} hint={hint} {...mark}>
      {(ids) => (
        <PasswordInput
          {...ids}
          ref={ref}
          invalid={ids['aria-invalid']}
          name={field.name}
          autoComplete={autoComplete}
          value={shown}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
