import { navigation } from './navigation-base';

// Use these instead of next/link so every link keeps the language; Link prefetches on intent (./intent-link.tsx).
export const { redirect, usePathname, useRouter, getPathname } = navigation;
export { Link } from './intent-link';
