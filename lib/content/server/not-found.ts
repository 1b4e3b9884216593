import 'server-only';
import { UpstreamError } from '@/lib/upstream/errors';

/** A lookup that finds nothing answers 200 `{code: 0}` (upstream/README.md): pages make it a 404, other failures stay errors. */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof UpstreamError && error.kind === 'rejected' && error.code === '0';
}

export function recordId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export async function findRecord<T>(
  id: string | undefined,
  load: (id: number) => Promise<T>,
): Promise<T | null> {
  const valid = recordId(id);
  if (valid === null) return null;
  try {
    return await load(valid);
  } catch (error) {
    if (isMissingRecord(error)) return null;
    throw error;
  }
}
