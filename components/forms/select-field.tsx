'use client';

import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { FormField } from '@/components/ui/form-field';
import type { ChoiceOption } from '@/lib/site/dto';
import { pickedOf, useEarlyInput } from './use-early-input';
import { useFieldError } from './use-field-error';
import { useRequiredMark } from './required-fields';

/** A dropdown of choices bound to a form field; `options` null says the dictionary failed (DICT_ERROR). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  onPicked,
  required,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  options: ChoiceOption[] | null;
  placeholder?: string;
  /** Called after the user picks (a cascade resets the levels below). */
  onPicked?: (value: string) => void;
  /** Required or not, when the form's schema cannot say (it marks the field by itself otherwise). */
  required?: boolean;
}) {
  const { field } = useController({ control, name });
  const mark = useRequiredMark(control, name, required);
  const error = useFieldError(control, name);
  const shown = (field.value as string | undefined) ?? '';
  const ref = useEarlyInput(field.ref, shown, pickedOf(shown), (picked) => {
    field.onChange(picked);
    onPicked?.(picked);
  });
  return (
    <FormField label={label} error={error} {...mark}>
      {(ids) => (
        <ChoiceSelect
          {...ids}
          ref={ref}
          name={field.name}
          options={options}
          invalid={ids['aria-invalid']}
          placeholder={placeholder}
          value={shown}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.(event.target.value);
          }}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
