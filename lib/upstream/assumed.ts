import { clone, globalRegistry, type $ZodType } from 'zod/v4/core';

// Marks an answer field the spec does not name (DESIGN.md "Readings for the declaration business"), each listed in
// docs/spec-readings.md "Assumed upstream calls and fields". The mark goes on a copy, so shared schemas stay unmarked.
export function assumed<Schema extends $ZodType>(schema: Schema): Schema {
  const copy = clone(schema);
  globalRegistry.add(copy, { assumed: true });
  return copy;
}

export function isAssumed(schema: $ZodType): boolean {
  return globalRegistry.get(schema)?.assumed === true;
}
