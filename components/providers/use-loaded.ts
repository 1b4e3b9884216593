'use client';

import { useEffect, useState } from 'react';

const settled = new Map<() => Promise<unknown>, unknown>();

export type Loaded<M> = { module: M | null; failed: boolean };

/** A module fetched when first `wanted`; not `next/dynamic`, which suspends even once loaded. `load` must be module-level. */
export function useLoaded<M>(load: () => Promise<M>, wanted: boolean): Loaded<M> {
  const [state, setState] = useState<Loaded<M>>(() => ({
    module: (settled.get(load) as M | undefined) ?? null,
    failed: false,
  }));
  useEffect(() => {
    if (!wanted || state.module) return;
    let current = true;
    load().then(
      (module) => {
        settled.set(load, module);
        if (current) setState({ module, failed: false });
      },
      () => {
        if (current) setState({ module: null, failed: true });
      },
    );
    return () => {
      current = false;
      // Given up on (the part closed): the next opening tries again.
      setState((previous) => (previous.failed ? { module: null, failed: false } : previous));
    };
  }, [load, wanted, state.module]);
  return state;
}
