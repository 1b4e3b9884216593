'use client';

import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-styles';
import { useEarlyInput, valueOf } from './use-early-input';
import { useFieldError } from './use-field-error';
import { useRequiredMark } from './required-fields';

export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  rows = 4,
  maxLength,
  placeholder,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}) {
  const { field } = useController({ control, name });
  const mark = useRequiredMark(control, name);
  const error = useFieldError(control, name);
  const shown = (field.value as string | undefined) ?? '';
  const ref = useEarlyInput(field.ref, shown, valueOf, field.onChange);
  return (
    <FormField label={label} error={error} hint={hint} {...mark}>
      {(ids) => (
        <textarea
          {...ids}
          ref={ref}
          name={field.name}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          value={shown}
          onChange={field.onChange}
          onBlur={field.onBlur}
          className={inputClass(ids['aria-invalid'], { multiline: true })}
        />
      )}
    </FormField>
  );
}
