'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Control, FieldValues } from 'react-hook-form';

// Which fields of a form are required, read from the form's own zod schema (the one the BFF checks), so
// every form of the kit marks the same fields the same way without each form listing them again.

/** The parts of a zod (mini or classic) schema's definition this module walks. */
type SchemaDef = {
  type?: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
};
type Schema = { _zod?: { def?: SchemaDef }; safeParse?: (value: unknown) => { success: boolean } };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as Schema | undefined)?._zod?.def;
}

/** The schema of `path` ("items.0.productName") inside `schema`, or undefined when it cannot be followed. */
function fieldSchema(schema: unknown, path: readonly string[]): unknown {
  let node = schema;
  for (const part of path) {
    let def = defOf(node);
    while (def && (WRAPPERS.has(def.type ?? '') || def.type === 'pipe')) {
      node = def.type === 'pipe' ? def.in : def.innerType;
      def = defOf(node);
    }
    if (def?.type === 'object') node = def.shape?.[part];
    else if (def?.type === 'array' && /^\d+$/.test(part)) node = def.element;
    else return undefined;
  }
  return node;
}

// What an untouched field holds: nothing, an empty text, an empty list.
const EMPTY_VALUES: readonly unknown[] = [undefined, '', []];

/** Required: the field's schema refuses every empty value. A field the schema does not name is not marked. */
export function isRequiredField(schema: unknown, path: string): boolean {
  const field = fieldSchema(schema, path.split('.')) as Schema | undefined;
  if (!field?.safeParse) return false;
  return EMPTY_VALUES.every((empty) => !field.safeParse!(empty).success);
}

type Registry = {
  required: ((path: string) => boolean) | null;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
};

const registries = new WeakMap<object, Registry>();

function registryOf(control: object): Registry {
  let registry = registries.get(control);
  if (!registry) {
    const listeners = new Set<() => void>();
    registry = {
      required: null,
      listeners,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    registries.set(control, registry);
  }
  return registry;
}

/** Called by useBffForm once its schema has loaded: the form's fields learn which of them are required. */
export function publishRequiredFields(control: object, schema: unknown): void {
  const registry = registryOf(control);
  const known = new Map<string, boolean>();
  registry.required = (path) => {
    let required = known.get(path);
    if (required === undefined) {
      required = isRequiredField(schema, path);
      known.set(path, required);
    }
    return required;
  };
  for (const listener of registry.listeners) listener();
}

/**
 * Whether the field `name` of the form behind `control` is required: `explicit` when the form says so,
 * else what the form's schema says (false until it has loaded).
 */
export function useRequired<T extends FieldValues>(
  control: Control<T>,
  name: string,
  explicit?: boolean,
): boolean {
  const registry = registryOf(control);
  const required = useSyncExternalStore(
    registry.subscribe,
    () => registry.required,
    () => null,
  );
  if (explicit !== undefined) return explicit;
  return required ? required(name) : false;
}

/** FormField's `required` and `requiredTitle` for a field of the kit (spread into <FormField>). */
export function useRequiredMark<T extends FieldValues>(
  control: Control<T>,
  name: string,
  explicit?: boolean,
): { required: boolean; requiredTitle: string } {
  const t = useTranslations('validation');
  return { required: useRequired(control, name, explicit), requiredTitle: t('requiredMark') };
}
