import { Link } from '@/lib/i18n/navigation';
import { cn } from './cn';

export type LinkTab = { key: string; label: string; href: string; current: boolean };

/** Tabs that are links (`?type=…`), the current one `aria-current="page"`; on small screens they wrap as pills. */
export function LinkTabs({ label, tabs, className }: { label: string; tabs: LinkTab[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2 md:gap-x-1 md:gap-y-0 md:border-b md:border-line">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              scroll={false}
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                'md:-mb-px md:h-11 md:rounded-none md:border-0 md:border-b-2 md:bg-transparent md:px-4',
                tab.current
                  ? 'border-steel-900 bg-steel-900 text-white md:border-leaf-600 md:text-steel-900'
                  : 'border-line bg-surface text-ink-muted hover:border-steel-500 hover:text-steel-700 md:border-transparent md:hover:border-steel-100',
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
