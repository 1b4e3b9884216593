import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductChain, ProductDetails, ProductGwp, ProductOverview } from '@/components/epd/product-sheet';
import { toEpdSummary, productPageLocale } from '@/lib/epd/epd-summary';
import { jsonLdText, productJsonLd } from '@/lib/epd/product-json-ld';
import { loadPublishedEpd, recordProductVisit } from '@/lib/epd/product-page';
import { chinaToday } from '@/lib/epd/validity';
import { getEnv } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { isLocale, localizedPath, type Locale } from '@/lib/i18n/routing';
import { alternatesFor } from '@/lib/seo/alternates';
import { openGraphFor } from '@/lib/seo/open-graph';
import { getSessionUser } from '@/lib/session/session';

type Props = { params: Promise<{ locale: string; id: string }> };

async function resolve(params: Props['params']) {
  const { locale: requested, id } = await params;
  const locale: Locale = isLocale(requested) ? requested : 'zh';
  const record = await loadPublishedEpd(id, locale);
  return { id, locale, record };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, locale, record } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'productPage' });
  if (!record) return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
  if (productPageLocale(record, locale) !== locale) return {};
  const epd = toEpdSummary(record, locale, chinaToday());
  const path = `/app/epd/${encodeURIComponent(id)}`;
  const title = `${epd.productName} · ${epd.registrationNumber}`;
  const description = t('metaDescription', {
    company: epd.companyName,
    gwp: epd.gwp100 ?? '–',
    number: epd.registrationNumber,
    date: epd.expirationDate ?? '–',
  });
  const openGraph = await openGraphFor(locale, { title, description, path });
  return {
    title,
    description,
    // A Chinese-only declaration has one language: no English alternate (DESIGN.md).
    alternates: epd.hasEnglish ? alternatesFor(locale, path) : { canonical: path },
    openGraph: epd.hasEnglish ? openGraph : { ...openGraph, alternateLocale: [] },
  };
}

// /app/epd/{id} – the product page a QR code on a steel product opens (business.md 2.2). Its language
// follows the EPD: /en/app/epd/{id} of a Chinese-only declaration redirects to /app/epd/{id} once.
export default async function ProductPage({ params }: Props) {
  const { id, locale, record } = await resolve(params);
  if (!record) notFound();
  const language = productPageLocale(record, locale);
  if (language !== locale) redirect(localizedPath(language, `/app/epd/${encodeURIComponent(id)}`));
  setRequestLocale(locale);

  const epd = toEpdSummary(record, locale, chinaToday());
  const user = await getSessionUser();
  await recordProductVisit({ epdId: epd.id, registrationNumber: epd.registrationNumber, path: epd.productPath, locale, user });

  const t = await getTranslations('productPage');
  const tGwp = await getTranslations('gwp');
  const tCard = await getTranslations('epdCards');
  const tMeta = await getTranslations('meta');
  const jsonLd = productJsonLd(epd, new URL(epd.productPath, getEnv().publicOrigin).toString(), {
    gwp: t('gwpTitle'),
    gwpUnit: tGwp('unitShort'),
    registrationNumber: t('registrationNumber'),
    validUntil: t('expirationDate'),
    certification: tCard(`typeName.${epd.productType}`),
    platform: tMeta('title'),
  });
  const english = epd.hasEnglish ? null : await getTranslations({ locale: 'en', namespace: 'productPage' });

  return (
    <div className="container-page max-w-5xl py-5 sm:py-8">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-5">
          <ProductOverview epd={epd} signedIn={user !== null} />
          <ProductDetails epd={epd} />
        </div>
        <div className="grid gap-5">
          <ProductGwp epd={epd} />
          <ProductChain epd={epd} />
        </div>
      </div>
      {english ? (
        <p className="mt-5 text-center text-xs text-ink-muted" data-testid="chinese-only">
          {t('chineseOnly')} <span lang="en">{english('chineseOnly')}</span>
        </p>
      ) : null}
      <p className="mt-6 text-center text-sm">
        <Link href="/epd/epdSearch" className="font-medium text-steel-600 underline-offset-4 hover:underline">
          {t('searchOthers')}
        </Link>
      </p>
      {/* Last: Chrome's parser yields at a </script>, and what is above it paints first (LCP). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </div>
  );
}
