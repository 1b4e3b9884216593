'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

// The reading part (TanStack Query) is fetched when a dialog first needs its texts, not with the page.
const FetchedMessages = dynamic(() => import('./fetched-messages').then((module) => module.FetchedMessages), { ssr: false });

/**
 * Renders `children` once the namespaces they need have arrived (GET /api/lang/messages), for the
 * client parts a visitor opens on demand (the login dialog): their texts are fetched with their code,
 * not sent inline with every page. Until then, and if the request fails, it renders `fallback`.
 */
export function LazyMessages({ namespaces, children, fallback = null }: { namespaces: readonly string[]; children: ReactNode; fallback?: ReactNode }) {
  return (
    <FetchedMessages namespaces={namespaces} fallback={fallback}>
      {children}
    </FetchedMessages>
  );
}
