import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/lib/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-steel-500">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-steel-900">{t('title')}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{t('body')}</p>
      <Link href="/" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('home')}
      </Link>
    </section>
  );
}
