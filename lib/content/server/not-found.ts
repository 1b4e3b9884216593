import 'server-only';
import { UpstreamError } from '@/lib/upstream/errors';

/**
 * upstream/README.md: a lookup that finds nothing answers HTTP 200 with `{code: 0}` ("… not found"),
 * as the Java platform does. Pages turn that into their 404; every other failure stays an error.
 */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof UpstreamError && error.kind === 'rejected' && error.code === '0';
}

/** A record id from the query (`?id=`): a positive whole number, else null (answered 404). */
export function recordId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The record, or null when the id is malformed or upstream does not know it. */
export async function findRecord<T>(id: string | undefined, load: (id: number) => Promise<T>): Promise<T | null> {
  const valid = recordId(id);
  if (valid === null) return null;
  try {
    return await load(valid);
  } catch (error) {
    if (isMissingRecord(error)) return null;
    throw error;
  }
}
