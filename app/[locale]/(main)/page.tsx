import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EntryPoints } from '@/components/home/entry-points';
import { HomeHero } from '@/components/home/home-hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { LatestUpdates } from '@/components/home/latest-updates';
import { loadHomeUpdates } from '@/lib/content/server/home';
import { isLocale } from '@/lib/i18n/routing';
import { alternatesFor } from '@/lib/seo/alternates';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const REQUEST_PARAMS = ['login', 'redirect', 'notice'];

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const [{ locale }, search] = await Promise.all([params, searchParams]);
  // A login request or a guard's notice stays out of the index, without alternates: /en is not this URL's twin.
  if (REQUEST_PARAMS.some((name) => search[name] !== undefined))
    return { robots: { index: false, follow: true } };
  return { alternates: alternatesFor(isLocale(locale) ? locale : 'zh', '/') };
}

export default async function HomePage({ params }: PageProps) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : 'zh';
  setRequestLocale(locale);
  const updates = await loadHomeUpdates(locale);
  return (
    <>
      <HomeHero />
      <EntryPoints />
      <HowItWorks />
      <LatestUpdates updates={updates} locale={locale} />
    </>
  );
}
