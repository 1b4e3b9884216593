'use client';

import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';

/** Hands the form (`keep`) what was typed into a server-rendered field before hydration, which `shown` would overwrite. */
export function useEarlyInput<E extends Element, V>(
  fieldRef: RefCallback<E>,
  shown: V,
  read: (element: E) => V,
  keep: (value: V) => void,
  same: (a: V, b: V) => boolean = Object.is,
): RefCallback<E> {
  const element = useRef<E | null>(null);
  const ref = useCallback(
    (node: E | null) => {
      element.current = node;
      fieldRef(node);
    },
    [fieldRef],
  );
  // Only the mount's values matter.
  const first = useRef({ shown, read, keep, same });
  useLayoutEffect(() => {
    const node = element.current;
    const { shown: given, read: readNode, keep: keepValue, same: equal } = first.current;
    if (!node) return;
    const held = readNode(node);
    if (!equal(held, given)) keepValue(held);
  }, []);
  return ref;
}

export const valueOf = (element: HTMLInputElement | HTMLTextAreaElement): string => element.value;

/** A select's choice if `shown` is among its options; otherwise (options still loading) nobody picked it and `shown` stands. */
export const pickedOf =
  (shown: string) =>
  (element: HTMLSelectElement): string =>
    [...element.options].some((option) => option.value === shown) ? element.value : shown;
