'use client';

import { useId, type ReactNode } from 'react';
import { cn } from './cn';

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  }) => ReactNode;
  className?: string;
  /** Marks the label with an asterisk (its words in `requiredTitle`) and the control aria-required. */
  required?: boolean;
  requiredTitle?: string;
};

/** The one mark of a required field, in every form; screen readers hear aria-required on the control instead. */
export function RequiredMark({ title }: { title?: string | undefined }) {
  return (
    <span aria-hidden="true" title={title} className="ml-0.5 text-danger-600" data-required-mark="">
      *
    </span>
  );
}

/** A labelled control with its error under it, announced to screen readers. */
export function FormField({
  label,
  error,
  hint,
  children,
  className,
  required,
  requiredTitle,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // Only what is shown: the hint gives way to the error, which says the rule broken.
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The mark sits beside the label, not in it: the label's text stays the field's name. */}
      <div className="text-sm font-medium text-steel-900">
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark title={requiredTitle} /> : null}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
