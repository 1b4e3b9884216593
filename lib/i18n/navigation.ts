import { navigation } from './navigation-base';

// Locale-aware Link, redirect and router: use these instead of next/link so every link keeps the
// language. Link prefetches on intent, not in the viewport (./intent-link.tsx).
export const { redirect, usePathname, useRouter, getPathname } = navigation;
export { Link } from './intent-link';
