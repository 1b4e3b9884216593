'use client';

import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useEarlyInput } from './use-early-input';
import { useFieldError } from './use-field-error';

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
}) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const error = useFieldError(control, name);
  const early = useEarlyInput<HTMLInputElement, boolean>(ref, value === true, (box) => box.checked, onChange);
  const errorId = useId();
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-2.5 text-sm leading-relaxed text-ink-muted">
        <input
          ref={early}
          type="checkbox"
          name={name}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-4 shrink-0 accent-steel-700"
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
