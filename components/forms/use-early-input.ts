'use client';

import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';

/**
 * Keeps what was typed into a field before the page's code ran. A form's fields are rendered on
 * the server, so they are on screen, and take typing (or a password manager's filling), seconds
 * before the page hydrates on a slow phone. React leaves what the field holds while it hydrates,
 * but the field is controlled by the form, whose value is still the default, and the field's next
 * render put that back: what was typed was gone (README, "Forms" under "The typed path").
 *
 * Once mounted, if the element holds something other than what the form gave it (`shown`), this
 * hands it to the form (`keep`), before the browser paints and before a draft is restored. A field
 * mounted on the client holds what the form gave it, so there it does nothing.
 *
 * Returns the ref to put on the element in place of the form's own (`fieldRef`, which it calls).
 */
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
  // What the first render showed and how to keep a difference: only the mount's matter.
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

/** The value of a text input or text area. */
export const valueOf = (element: HTMLInputElement | HTMLTextAreaElement): string => element.value;

/**
 * The choice of a select, when the form's value (`shown`) is one of its options: otherwise the
 * browser shows the first option without anyone having picked it (the options of a cascade's
 * level still loading), and the form's value stands.
 */
export const pickedOf =
  (shown: string) =>
  (element: HTMLSelectElement): string =>
    [...element.options].some((option) => option.value === shown) ? element.value : shown;
