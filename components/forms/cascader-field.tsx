'use client';

import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import {
  useController,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import type { ChoiceOption } from '@/lib/site/dto';
import { SelectField } from './select-field';
import { QueryProvider } from '@/components/ui/query-provider';
import type { ComponentProps } from 'react';

export type CascaderSource =
  | { kind: 'tree'; tree: (ChoiceOption & { children?: ChoiceOption[] })[] | null }
  | {
      kind: 'remote';
      roots: ChoiceOption[] | null;
      children: (
        parent: string,
      ) => UseQueryOptions<ChoiceOption[], Error, ChoiceOption[], readonly unknown[]>;
    };

export function CascaderField<T extends FieldValues>(props: ComponentProps<typeof CascaderFieldReading<T>>) {
  return (
    <QueryProvider>
      <CascaderFieldReading {...props} />
    </QueryProvider>
  );
}

/** Two linked selects: picking the first clears the second; a dictionary that failed to load says so (DICT_ERROR). */
function CascaderFieldReading<T extends FieldValues>({
  control,
  names,
  labels,
  source,
}: {
  control: Control<T>;
  names: [FieldPath<T>, FieldPath<T>];
  labels: [string, string];
  source: CascaderSource;
}) {
  const parent = useWatch({ control, name: names[0] }) as string | undefined;
  const { field: child } = useController({ control, name: names[1] });
  const remote = useQuery({
    ...(source.kind === 'remote'
      ? source.children(parent ?? '')
      : { queryKey: ['cascader-none'], queryFn: () => [] }),
    enabled: source.kind === 'remote' && Boolean(parent),
  });

  const roots = source.kind === 'tree' ? source.tree : source.roots;
  const children =
    source.kind === 'tree'
      ? (source.tree?.find((option) => option.value === parent)?.children ?? [])
      : remote.isError
        ? null
        : (remote.data ?? []);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        control={control}
        name={names[0]}
        label={labels[0]}
        options={roots}
        onPicked={() => child.onChange('' as PathValue<T, FieldPath<T>>)}
      />
      <SelectField control={control} name={names[1]} label={labels[1]} options={children} />
    </div>
  );
}
