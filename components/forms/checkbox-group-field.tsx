'use client';

import type { ReactNode } from 'react';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@/components/ui/cn';
import { RequiredMark } from '@/components/ui/form-field';
import { useEarlyInput } from './use-early-input';
import { useFieldError } from './use-field-error';
import { useRequiredMark } from './required-fields';

/** A multi-select as a fieldset of check boxes, values in the options' order; `options: null` shows `unavailable`. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  options,
  unavailable,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[] | null;
  unavailable: string;
}) {
  const id = useId();
  const { field } = useController({ control, name });
  const error = useFieldError(control, name);
  const mark = useRequiredMark(control, name);
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
  // Boxes ticked before hydration; a chosen value without a box (its option gone) is no change.
  const firstBox = useEarlyInput<HTMLInputElement, string[]>(
    field.ref,
    chosen,
    (box) => {
      const boxes = [
        ...(box.closest('fieldset')?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []),
      ];
      const ticked = boxes.filter((each) => each.checked).map((each) => each.value);
      const offered = chosen.filter((value) => boxes.some((each) => each.value === value));
      return ticked.join('\n') === offered.join('\n') ? chosen : ticked;
    },
    field.onChange,
    (a, b) => a.join('\n') === b.join('\n'),
  );

  function toggle(value: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange((options ?? []).map((option) => option.value).filter((option) => next.has(option)));
  }

  const describedBy =
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-steel-900">
        {label}
        {mark.required ? <RequiredMark title={mark.requiredTitle} /> : null}
      </legend>
      {options === null ? (
        <p role="alert" className="text-sm text-danger-600">
          {unavailable}
        </p>
      ) : (
        <div
          className={cn(
            'grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border p-3 sm:grid-cols-3',
            error ? 'border-danger-600' : 'border-line',
          )}
        >
          {options.map((option, index) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
              <input
                ref={index === 0 ? firstBox : undefined}
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                className="size-4 shrink-0 accent-steel-700"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
