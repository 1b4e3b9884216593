import { clsx, type ClassValue } from 'clsx';

/** Joins class names without resolving conflicts: never two classes for one property; use variants (tests/unit/class-lists.test.ts). */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
