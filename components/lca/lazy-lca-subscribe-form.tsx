'use client';

import dynamic from 'next/dynamic';

/**
 * The LCA tool's subscription form, in a chunk of its own: only the panel of someone who still has
 * to subscribe renders it (on the server too), so a visitor's or a subscriber's /lcaTools never
 * loads it, its validation or its TanStack Query client (issue 13). Same pattern as the header's
 * message bell (components/messages/lazy-message-bell.tsx).
 */
export const LcaSubscribeForm = dynamic(() => import('./lca-subscribe-form').then((module) => module.LcaSubscribeForm));
