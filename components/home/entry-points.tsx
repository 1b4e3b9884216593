import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

const icons: Record<string, ReactNode> = {
  epd: <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />,
  pcr: <path d="M4 5h7v14H4zM13 5h7v14h-7M7 9h1M16 9h1" />,
  apply: <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l7-7" />,
  news: <path d="M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5" />,
};

const ENTRIES = [
  { key: 'epd', href: '/epd/epdSearch' },
  { key: 'pcr', href: '/Pcr' },
  { key: 'apply', href: '/dtpfg/dtpfgApplyFor' },
  { key: 'news', href: '/news' },
] as const;

export async function EntryPoints() {
  const t = await getTranslations('home.entries');
  return (
    <section aria-labelledby="entries-title" className="container-page -mt-8 relative z-10 pb-4">
      <h2 id="entries-title" className="sr-only">
        {t('title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link href={entry.href} className="group card-link">
              <span className="icon-tile">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                >
                  {icons[entry.key]}
                </svg>
              </span>
              <span className="mt-4 text-base font-semibold text-steel-900">{t(`${entry.key}.title`)}</span>
              <span className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-muted">
                {t(`${entry.key}.body`)}
              </span>
              <span className="mt-4 text-sm font-medium text-steel-600 group-hover:text-leaf-700">
                {t(`${entry.key}.cta`)} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
