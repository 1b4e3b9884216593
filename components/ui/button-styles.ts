import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'quiet' | 'green' | 'danger' | 'inverse';
/** `field`: as tall as an input (h-11), for a button beside one. */
export type ButtonSize = 'sm' | 'md' | 'field' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-steel-700 text-white hover:bg-steel-800 focus-visible:outline-steel-500',
  secondary: 'border border-line bg-surface text-steel-800 hover:border-steel-500 hover:text-steel-600',
  ghost: 'text-steel-700 hover:bg-steel-50',
  quiet: 'text-ink-muted hover:bg-steel-50 hover:text-ink',
  green: 'bg-leaf-600 text-white hover:bg-leaf-700 focus-visible:outline-leaf-500',
  danger: 'bg-danger-600 text-white hover:bg-danger-600/90 focus-visible:outline-danger-600',
  inverse: 'border border-white/40 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  field: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** The one button look; `extra` adds layout only, never a property the variant or size sets. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cn(base, variants[variant], sizes[size], extra);
}
