import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/**
 * Where news and notices meet the home page. The public-browsing issue fills it with the latest
 * items from upstream; until then it leads to the two lists.
 */
export async function LatestUpdates() {
  const t = await getTranslations('home.updates');
  const columns = [
    { key: 'news', href: '/news' },
    { key: 'notices', href: '/NoticeInformationPage' },
  ] as const;
  return (
    <section aria-labelledby="updates-title" className="border-t border-line bg-surface">
      <div className="container-page py-14 sm:py-16">
        <h2 id="updates-title" className="text-2xl font-semibold tracking-tight text-steel-900 sm:text-3xl">{t('title')}</h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {columns.map((column) => (
            <Link
              key={column.key}
              href={column.href}
              className="group rounded-card border border-line bg-canvas p-6 transition hover:border-steel-500"
            >
              <p className="text-sm font-semibold tracking-wide text-leaf-700">{t(`${column.key}.kicker`)}</p>
              <p className="mt-2 text-lg font-semibold text-steel-900">{t(`${column.key}.title`)}</p>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t(`${column.key}.body`)}</p>
              <p className="mt-4 text-sm font-medium text-steel-600 group-hover:text-leaf-700">{t(`${column.key}.cta`)} →</p>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
