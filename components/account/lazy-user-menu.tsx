'use client';

import dynamic from 'next/dynamic';

// In a chunk of its own, with the query client it reads its count through: only a signed-in header loads it.
export const UserMenu = dynamic(() => import('./user-menu').then((module) => module.UserMenu));
