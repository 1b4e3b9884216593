'use client';

import dynamic from 'next/dynamic';

/**
 * The verification request form, in a chunk of its own: /epd/verification renders it only as
 * `?new=1` (on the server too), so the list of requests never loads the form, its validation and
 * its upload. Same pattern as the LCA subscription form (components/lca/lazy-lca-subscribe-form.tsx).
 */
export const VerificationForm = dynamic(() => import('./verification-form').then((module) => module.VerificationForm));
