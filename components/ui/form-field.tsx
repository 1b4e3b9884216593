'use client';

import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** How a control looks besides its state: one line (the default), several lines, or read-only. */
export type InputLook = { multiline?: boolean; readOnly?: boolean };

export const inputClass = (invalid: boolean, look: InputLook = {}) =>
  cn(
    'w-full rounded-lg border px-3.5 text-[15px] placeholder:text-ink-subtle',
    'transition-colors focus:outline-none focus:ring-2',
    look.multiline ? 'min-h-11 py-2.5 leading-relaxed' : 'h-11',
    look.readOnly ? 'bg-steel-50 text-ink-muted' : 'bg-surface text-ink',
    invalid
      ? 'border-danger-600 focus:border-danger-600 focus:ring-danger-600/20'
      : 'border-line hover:border-steel-500/60 focus:border-steel-500 focus:ring-steel-500/20',
  );

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label and its error. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
  className?: string;
};

/** A labelled control with its error under it, announced to screen readers. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
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
