import * as z from 'zod';

// The platform's page parameters. Numbers may arrive as strings, which the Java
// platform's JSON binding accepts too.
export const pageNumField = z.coerce.number().int().min(1).default(1);
export const pageSizeField = z.coerce.number().int().min(1).max(100).default(10);

/**
 * An optional text filter. The old front end sends "" (and sometimes null) for a
 * filter the user left empty: both mean "no filter".
 */
export const optionalFilter = (maxLength: number) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string().trim().max(maxLength).optional(),
  );

/** A LIKE pattern that finds `text` anywhere; use with `ESCAPE '\'`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function offsetOf(pageNum: number, pageSize: number): number {
  return (pageNum - 1) * pageSize;
}
