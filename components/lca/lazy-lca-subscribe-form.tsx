'use client';

import dynamic from 'next/dynamic';

// In a chunk of its own: only someone who still has to subscribe loads it.
export const LcaSubscribeForm = dynamic(() =>
  import('./lca-subscribe-form').then((module) => module.LcaSubscribeForm),
);
