'use client';

import { useEffect, useState } from 'react';

/** Modules already in, by loader: a part opened a second time renders at once. */
const settled = new Map<() => Promise<unknown>, unknown>();

export type Loaded<M> = { module: M | null; failed: boolean };

/**
 * A module fetched when it is first `wanted` (a dialog's code), for the caller to render as a plain
 * component. Not `next/dynamic`: a lazy component suspends on its first render even when its code is
 * already in, and React holds each Suspense reveal back by up to 300 ms, so the login dialog (two
 * lazy parts deep) showed 0.8 s after the click with everything loaded, and 0.06 s the second time.
 * `load` must be a stable function (defined at module level).
 */
export function useLoaded<M>(load: () => Promise<M>, wanted: boolean): Loaded<M> {
  const [state, setState] = useState<Loaded<M>>(() => ({ module: (settled.get(load) as M | undefined) ?? null, failed: false }));
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
      // Given up on (the part closed): the next opening tries again, and says so, not that it failed.
      setState((previous) => (previous.failed ? { module: null, failed: false } : previous));
    };
  }, [load, wanted, state.module]);
  return state;
}
