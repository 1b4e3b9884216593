import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Locale-aware Link, redirect and router: use these instead of next/link so every link keeps the language.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
