import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { isAssumed } from '@/lib/upstream/assumed';
import type { Operation } from '@/lib/upstream/operation';
import { SPEC_CALLS, specCallMatcher, type Shape } from '../../upstream/http/spec-shapes';

/**
 * Every answer field the portal reads is either one the spec names for that call (the spec-shaped
 * table of the reference upstream, `upstream/http/spec-shapes.ts`) or marked `assumed(...)` in its
 * operation's schema and listed in docs/spec-readings.md "Assumed upstream calls and fields".
 */

type AnyOperation = Operation<Record<string, unknown>, unknown>;
type Def = { type: string; [key: string]: unknown };

const modules = import.meta.glob<Record<string, unknown>>('../../lib/upstream/operations/*.ts', {
  eager: true,
});
const operations: AnyOperation[] = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is AnyOperation =>
      typeof value === 'object' && value !== null && 'id' in value && 'path' in value && 'output' in value,
  );

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
  'success',
]);

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema with its wrappers, transforms and unions opened: the object or array inside, each option of a union. */
function cores(schema: z.ZodType): { schema: z.ZodType; assumed: boolean }[] {
  const def = defOf(schema);
  const here = isAssumed(schema);
  const inner = (next: z.ZodType) => cores(next).map((core) => ({ ...core, assumed: core.assumed || here }));
  if (WRAPPERS.has(def.type)) return inner(def.innerType as z.ZodType);
  if (def.type === 'pipe') return inner(def.in as z.ZodType);
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap(inner);
  return [{ schema, assumed: here }];
}

type Finding = { operation: string; field: string };

/** Walks an answer schema beside the spec's shape of it (none: the spec lists no fields there). */
function walk(
  schema: z.ZodType,
  shape: Shape | undefined,
  path: string,
  found: { assumed: Finding[]; unnamed: Finding[] },
  operation: string,
  seen: ReadonlySet<z.ZodType> = new Set(),
) {
  for (const core of cores(schema)) {
    // A tree (a dictionary's `childrens`) is walked once.
    if (seen.has(core.schema)) continue;
    const inside = new Set(seen).add(core.schema);
    const def = defOf(core.schema);
    if (def.type === 'lazy') {
      walk((def.getter as () => z.ZodType)(), shape, path, found, operation, inside);
      continue;
    }
    if (def.type === 'array') {
      walk(
        def.element as z.ZodType,
        shape?.kind === 'list' ? shape.item : undefined,
        `${path}[]`,
        found,
        operation,
        inside,
      );
      continue;
    }
    if (def.type !== 'object') continue;
    const fields = shape?.kind === 'object' ? shape.fields : undefined;
    for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      const fieldPath = path ? `${path}.${name}` : name;
      const named = fields?.[name];
      const assumed = cores(field).some((inner) => inner.assumed);
      if (assumed && (fields === undefined || named === undefined))
        found.assumed.push({ operation, field: fieldPath });
      if (fields !== undefined && named === undefined && !assumed)
        found.unnamed.push({ operation, field: fieldPath });
      walk(
        field,
        named === true || named === undefined ? undefined : named,
        fieldPath,
        found,
        operation,
        inside,
      );
    }
  }
}

const specCall = specCallMatcher(SPEC_CALLS);
const findings = { assumed: [] as Finding[], unnamed: [] as Finding[] };
for (const operation of operations) {
  const call = specCall(operation.method, operation.path.replace(/:\w+/g, '1'));
  walk(
    operation.output as z.ZodType,
    call?.kind === 'spec' ? call.answer : undefined,
    '',
    findings,
    operation.id,
  );
}

/** `- \`operation.id\`: \`field\`, \`list[].field\` — what the page does without them`. */
function listedInDocs(): Finding[] {
  const text = readFileSync(new URL('../../docs/spec-readings.md', import.meta.url), 'utf8');
  const section = text.split('## Assumed upstream calls and fields')[1]?.split(/\n## /)[0] ?? '';
  const table = section.split('### Assumed answer fields')[1]?.split(/\n### /)[0] ?? '';
  return [...table.matchAll(/^- `([\w.]+)`: (.+?) —/gm)].flatMap(([, operation, fields]) =>
    [...(fields ?? '').matchAll(/`([^`]+)`/g)].map(([, field]) => ({
      operation: operation ?? '',
      field: field ?? '',
    })),
  );
}

const key = (finding: Finding) => `${finding.operation}: ${finding.field}`;

describe('assumed answer fields', () => {
  it('finds the operations and the spec-shaped table', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(
      operations.some(
        (operation) => specCall(operation.method, operation.path.replace(/:\w+/g, '1'))?.answer,
      ),
    ).toBe(true);
  });

  it('reads no field of a spec-shaped answer that the spec does not name, unless it is marked assumed', () => {
    expect(findings.unnamed.map(key)).toEqual([]);
  });

  it('lists every marked field in docs/spec-readings.md, and lists nothing that is not marked', () => {
    const marked = new Set(findings.assumed.map(key));
    const listed = new Set(listedInDocs().map(key));
    expect([...marked].filter((entry) => !listed.has(entry)).sort(), 'marked but not listed').toEqual([]);
    expect([...listed].filter((entry) => !marked.has(entry)).sort(), 'listed but not marked').toEqual([]);
  });
});
