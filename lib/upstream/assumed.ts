import { clone, globalRegistry, type $ZodType } from 'zod/v4/core';

/**
 * Marks an answer field the spec does not name (DESIGN.md "Readings for the declaration business"):
 * the portal reads it when the platform sends it and works without it. Every marked field is listed
 * in docs/spec-readings.md "Assumed upstream calls and fields" with what the page does without it;
 * tests/unit/assumed-fields.test.ts compares the two. The mark goes on a copy, so a schema shared
 * by several fields is marked only where it is assumed.
 */
export function assumed<Schema extends $ZodType>(schema: Schema): Schema {
  const copy = clone(schema);
  globalRegistry.add(copy, { assumed: true });
  return copy;
}

export function isAssumed(schema: $ZodType): boolean {
  return globalRegistry.get(schema)?.assumed === true;
}
