import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { toFieldErrors } from '@/lib/validation/field-errors';
import { BffError } from './bff-error';

/**
 * Reads a BFF call's input (the query of a GET, the JSON body otherwise) and validates it with the
 * same schema the form used; a failure is answered 400 with field messages and never goes upstream.
 */
export async function parseInput<S extends z.ZodType>(req: NextRequest, schema: S): Promise<z.output<S>> {
  const raw: unknown =
    req.method === 'GET' ? Object.fromEntries(req.nextUrl.searchParams) : await req.json().catch(() => undefined);
  const result = schema.safeParse(raw ?? {});
  if (!result.success) throw new BffError(400, 'INVALID_INPUT', toFieldErrors(result.error));
  return result.data;
}
