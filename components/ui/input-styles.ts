import { cn } from './cn';

/** A control's look besides its state: one line, several lines, or read-only. */
export type InputLook = { multiline?: boolean; readOnly?: boolean };

export const inputClass = (invalid: boolean, look: InputLook = {}) =>
  cn(
    'w-full rounded-lg border px-3.5 text-[15px] placeholder:text-ink-subtle',
    'transition-colors focus:outline-none focus:ring-2',
    look.multiline ? 'min-h-11 py-2.5 leading-relaxed' : 'h-11',
    look.readOnly ? 'bg-steel-50 text-ink-muted' : 'bg-surface text-ink',
    invalid
      ? 'border-danger-600 focus:border-danger-600 focus:ring-danger-600/20'
      : 'border-field hover:border-steel-500 focus:border-steel-500 focus:ring-steel-500/20',
  );
