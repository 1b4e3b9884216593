'use client';

import dynamic from 'next/dynamic';

export type { InitialUnread } from './message-bell';

// In a chunk of its own: only a signed-in header loads it.
export const MessageBell = dynamic(() => import('./message-bell').then((module) => module.MessageBell));
