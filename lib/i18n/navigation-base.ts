import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// next-intl's locale-aware navigation. Import from ./navigation, whose Link prefetches on intent.
export const navigation = createNavigation(routing);
