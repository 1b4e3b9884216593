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
  }) => ReactNode;
  className?: string;
};

/** A labelled control with its error under it, announced to screen readers. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // Only what is shown: the hint gives way to the error, which says the rule broken.
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-steel-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
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
