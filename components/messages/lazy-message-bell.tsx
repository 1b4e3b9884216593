'use client';

import dynamic from 'next/dynamic';

export type { InitialUnread } from './message-bell';

/**
 * The header's message bell, in a chunk of its own: only a signed-in header renders it (on the
 * server too), so a visitor's page never loads it or its TanStack Query client (issue 13).
 */
export const MessageBell = dynamic(() => import('./message-bell').then((module) => module.MessageBell));
