import { Link } from '@/lib/i18n/navigation';
import { cn } from './cn';

export type LinkTab = { key: string; label: string; href: string; current: boolean };

/**
 * Tabs that are links (`?type=…`): each tab has its own URL, works without JavaScript and can be
 * shared or indexed. The current one carries `aria-current="page"`. Scrolls sideways on a phone.
 */
export function LinkTabs({ label, tabs, className }: { label: string; tabs: LinkTab[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn('-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0', className)}>
      <ul className="flex min-w-max gap-1 border-b border-line">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              scroll={false}
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium whitespace-nowrap transition-colors',
                tab.current
                  ? 'border-leaf-600 text-steel-900'
                  : 'border-transparent text-ink-muted hover:border-steel-100 hover:text-steel-700',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
