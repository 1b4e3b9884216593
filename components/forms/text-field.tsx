'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-styles';
import { useEarlyInput, valueOf } from './use-early-input';
import { useFieldError } from './use-field-error';
import { useRequiredMark } from './required-fields';

type TextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** Rewrites what is typed before it is kept (e.g. digits only for a code). */
  filter?: (value: string) => string;
  className?: string;
  /** Required or not, when the form's schema cannot say (it marks the field by itself otherwise). */
  required?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder' | 'readOnly'
>;

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  filter,
  className,
  required,
  ...input
}: TextFieldProps<T>) {
  const { field } = useController({ control, name });
  const mark = useRequiredMark(control, name, required);
  const error = useFieldError(control, name);
  const shown = (field.value as string | undefined) ?? '';
  const ref = useEarlyInput(field.ref, shown, valueOf, (typed) =>
    field.onChange(filter ? filter(typed) : typed),
  );
  return (
    <FormField label={label} error={error} hint={hint} className={className} {...mark}>
      {(ids) => (
        <input
          {...ids}
          {...input}
          ref={ref}
          name={field.name}
          value={shown}
          onChange={(event) => field.onChange(filter ? filter(event.target.value) : event.target.value)}
          onBlur={() => {
            // Trimmed when the field is left, as the schemas trim.
            const value = field.value as unknown;
            if (typeof value === 'string' && value !== value.trim()) field.onChange(value.trim());
            field.onBlur();
          }}
          className={inputClass(ids['aria-invalid'])}
        />
      )}
    </FormField>
  );
}
