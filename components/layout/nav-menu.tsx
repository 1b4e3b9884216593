'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { MenuItem } from '@/lib/site/menu';
import { LcaMenuEntry } from '@/components/lca/lca-menu-entry';
import { cn } from '@/components/ui/cn';
import { HEADER_DISCLOSURE } from '@/components/layout/header-disclosure';

/** The entry of the external LCA tool behaves by itself (accounts.md 2.1); see LcaMenuEntry. */
const LCA_TOOLS_PATH = '/lcaTools';

function MenuLink({
  item,
  className,
  onNavigate,
  signedIn,
}: {
  item: MenuItem;
  className: string;
  onNavigate?: () => void;
  signedIn: boolean;
}) {
  if (!item.href) return <span className={className}>{item.label}</span>;
  if (item.href === LCA_TOOLS_PATH) {
    return (
      <LcaMenuEntry label={item.label} className={className} signedIn={signedIn} onNavigate={onNavigate} />
    );
  }
  if (item.external) {
    return (
      <a href={item.href} className={className} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return (
    <Link href={item.href} className={className} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

function isCurrent(item: MenuItem, pathname: string): boolean {
  if (item.href === pathname) return true;
  return item.children.some((child) => isCurrent(child, pathname));
}

type Opened = { index: number; pathname: string; by: 'hover' | 'focus' | 'click' };

/**
 * The desktop menu: sub-menus open on hover and focus by CSS alone (no JavaScript needed); the script keeps
 * `aria-expanded` true to what is shown and lets Escape dismiss a panel (WCAG 1.4.13); a click toggles it.
 */
export function DesktopNav({ items, signedIn }: { items: MenuItem[]; signedIn: boolean }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState<Opened | null>(null);
  const opened = openedAt?.pathname === pathname ? openedAt : null;
  const open = (index: number, by: Opened['by']) => setOpenedAt({ index, pathname, by });
  const [dismissed, setDismissed] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);

  const openIndex = opened?.index ?? null;
  useEffect(() => {
    if (openIndex === null) return;
    const close = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    // On the document: a panel shown under the pointer has no focus to hear the key.
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      setDismissed(openIndex);
      const entry = navRef.current?.querySelectorAll(':scope > ul > li')[openIndex];
      if (entry?.contains(document.activeElement)) entry.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [openIndex]);

  function dismiss(index: number) {
    setOpenedAt(null);
    setDismissed(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>, index: number) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('ul a')];
      const at = links.indexOf(event.target);
      links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
      return;
    }
    if (event.key === 'ArrowDown' && event.target instanceof HTMLButtonElement) {
      event.preventDefault();
      setDismissed(null);
      open(index, 'click');
      const firstLink = event.currentTarget.querySelector<HTMLAnchorElement>('ul a');
      requestAnimationFrame(() => firstLink?.focus());
    }
  }

  return (
    <nav ref={navRef} aria-label={t('main')} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item, index) => {
          const current = isCurrent(item, pathname);
          const itemClass = cn('nav-entry', current ? 'text-steel-600' : 'text-ink hover:text-steel-600');
          if (item.children.length === 0) {
            return (
              <li key={`${item.label}-${index}`}>
                <MenuLink item={item} className={itemClass} signedIn={signedIn} />
              </li>
            );
          }
          const expanded = opened?.index === index;
          return (
            <li
              key={`${item.label}-${index}`}
              className="group relative"
              onKeyDown={(event) => onKeyDown(event, index)}
              onMouseEnter={() => !expanded && dismissed !== index && open(index, 'hover')}
              onMouseLeave={() => {
                if (dismissed === index) setDismissed(null);
                if (opened?.index === index && opened.by === 'hover') setOpenedAt(null);
              }}
              onFocus={() => !expanded && dismissed !== index && open(index, 'focus')}
              onBlur={(event) => {
                if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
                if (dismissed === index) setDismissed(null);
                if (opened?.index === index && opened.by !== 'hover') setOpenedAt(null);
              }}
            >
              <button
                type="button"
                className={itemClass}
                aria-expanded={expanded}
                aria-haspopup="true"
                onClick={() => {
                  if (expanded && opened.by === 'click') return dismiss(index);
                  setDismissed(null);
                  open(index, 'click');
                }}
              >
                {item.label}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 12 12"
                  className="size-3 opacity-60 transition-transform group-hover:rotate-180"
                >
                  <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
              <ul
                className={cn(
                  'nav-panel',
                  'invisible opacity-0 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
                  expanded && 'visible opacity-100',
                  dismissed === index && 'invisible! opacity-0!',
                )}
              >
                {item.children.map((child, childIndex) => (
                  <li key={`${child.label}-${childIndex}`}>
                    <MenuLink
                      item={child}
                      signedIn={signedIn}
                      onNavigate={() => setOpenedAt(null)}
                      className="nav-panel-link"
                    />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function MobileNav({ items, signedIn }: { items: MenuItem[]; signedIn: boolean }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Closed when the page changes, not on mount: a tap before hydration must keep the menu open.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);

  return (
    <details name={HEADER_DISCLOSURE} ref={detailsRef} className="group xl:hidden">
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-steel-800 hover:bg-steel-50 [&::-webkit-details-marker]:hidden"
        aria-label={t('openMenu')}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 group-open:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="hidden size-6 group-open:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </summary>
      <nav
        aria-label={t('main')}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-surface shadow-pop"
      >
        <ul className="container-page divide-y divide-line py-2">
          {items.map((item, index) => (
            <li key={`${item.label}-${index}`} className="py-1">
              <MenuLink item={item} signedIn={signedIn} className="nav-phone-entry" />
              {item.children.length > 0 ? (
                <ul className="grid grid-cols-2 gap-x-4 pb-2">
                  {item.children.map((child, childIndex) => (
                    <li key={`${child.label}-${childIndex}`}>
                      <MenuLink item={child} signedIn={signedIn} className="nav-phone-link" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
