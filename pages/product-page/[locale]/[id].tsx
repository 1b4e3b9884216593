import type { GetServerSideProps, PageConfig } from 'next';
import Head from 'next/head';
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { ProductNotFound, ProductUnavailable } from '@/components/epd/product-not-found';
import { ProductChain, ProductDetails, ProductGwp, ProductOverview } from '@/components/epd/product-sheet';
import { BareFooter, BareHeader } from '@/components/layout/bare-chrome';
import { LanguageMenu } from '@/components/layout/language-menu';
import { LOGO_LINK_CLASS, LogoMark } from '@/components/layout/logo-mark';
import type { EpdSummary } from '@/lib/epd/epd-summary';
import { PRODUCT_RETURN_COOKIE, productReturnCookie, rememberProduct } from '@/lib/guards/product-return';
import { jsonLdText, productJsonLd } from '@/lib/epd/product-json-ld';
import { comparePath, openEpdDocumentPath } from '@/lib/epd/comparison';
import { isPrefetch } from '@/lib/epd/product-sheet';
import { loadProductSheet } from '@/lib/epd/server/product-page';
import { getEnv } from '@/lib/env/env-core';
import { loadMessages, TIME_ZONE } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pagesViewer } from '@/lib/accounts/server/pages-viewer';
import { runWithRequestId } from '@/lib/observability/server/request-scope';
import { acceptOrCreateRequestId } from '@/lib/observability/request-id';
import { headTags, type PageHead } from '@/lib/seo/page-head';
import { describeError, logger } from '@/lib/observability/logger-core';

/** /app/epd/{id} and /en/app/epd/{id}, the QR code's product page (business.md 2.2): no client JavaScript (docs/architecture.md). */
export const config: PageConfig = { unstable_runtimeJS: false };

/** Only the namespaces this page renders (tests/unit/client-messages.test.ts checks them). */
const CLIENT_NAMESPACES = [
  'productPage',
  'epdCards',
  'gwp',
  'meta',
  'errors',
  'footer',
  'language',
  'brand',
] as const;

type View =
  { kind: 'found'; epd: EpdSummary; signedIn: boolean } | { kind: 'missing' } | { kind: 'unavailable' };

type Props = {
  locale: Locale;
  id: string;
  origin: string;
  messages: AbstractIntlMessages;
  chineseOnlyEn: string;
  view: View;
};

const productPath = (id: string) => `/app/epd/${encodeURIComponent(id)}`;
const LINK = 'font-medium text-steel-600 underline-offset-4 hover:underline';

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  // Only proxy.ts's rewrite leads here, never Next's data route (it bypasses proxy.ts).
  if (req.headers['x-nextjs-data']) return { notFound: true };
  const locale: Locale = params?.locale === 'en' ? 'en' : 'zh';
  const id = String(params?.id ?? '');
  const [all, english] = await Promise.all([loadMessages(locale), loadMessages('en')]);
  const messages = pickMessages(all, CLIENT_NAMESPACES);
  const chineseOnlyEn = String((english.productPage as AbstractIntlMessages).chineseOnly);

  let view: View;
  try {
    // The same data function the App Router would call, in process (DESIGN.md: never over HTTP).
    const header = (name: string) => [req.headers[name]].flat()[0];
    const sheet = await runWithRequestId(acceptOrCreateRequestId(header('x-request-id') ?? null), async () =>
      loadProductSheet(id, await pagesViewer(req, res, locale), { prefetch: isPrefetch(header) }),
    );
    if (sheet.state === 'elsewhere') {
      return { redirect: { destination: localizedPath(sheet.locale, productPath(id)), permanent: false } };
    }
    view =
      sheet.state === 'found'
        ? { kind: 'found', epd: sheet.epd, signedIn: sheet.signedIn }
        : { kind: 'missing' };
  } catch (error) {
    logger.error({ epdId: id, error: describeError(error) }, 'product page: not rendered');
    view = { kind: 'unavailable' };
  }
  // The "stored pdf id" (business.md 2.2): /apppdf and /appLoginform send a visitor back here.
  if (view.kind === 'found' && view.epd.report) {
    const remembered = rememberProduct(req.cookies[PRODUCT_RETURN_COOKIE], {
      businessId: view.epd.report.businessId,
      epdId: view.epd.id,
    });
    if (remembered) res.setHeader('set-cookie', productReturnCookie(remembered, getEnv().https));
  }
  if (view.kind === 'missing') res.statusCode = 404;
  if (view.kind === 'unavailable') res.statusCode = 503;
  return { props: { locale, id, origin: getEnv().publicOrigin, messages, chineseOnlyEn, view } };
};

export default function ProductPage({ locale, id, origin, messages, chineseOnlyEn, view }: Props) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      <ProductHead locale={locale} origin={origin} view={view} />
      <div className="flex min-h-dvh flex-col">
        <BareHeader
          logo={
            <a href={localizedPath(locale, '/')} className={LOGO_LINK_CLASS}>
              <LogoMark />
            </a>
          }
        >
          {/* A Chinese-only declaration has no English page to offer (business.md 2.2): it says so in English instead. */}
          {view.kind === 'found' && !view.epd.hasEnglish ? null : <LanguageMenu current={productPath(id)} />}
        </BareHeader>
        <main id="main" className="flex-1">
          {view.kind === 'found' ? (
            <ProductView
              epd={view.epd}
              signedIn={view.signedIn}
              origin={origin}
              locale={locale}
              chineseOnlyEn={chineseOnlyEn}
            />
          ) : view.kind === 'missing' ? (
            <ProductNotFound />
          ) : (
            <ProductUnavailable retryHref={localizedPath(locale, productPath(id))} />
          )}
        </main>
        <BareFooter />
      </div>
    </NextIntlClientProvider>
  );
}

type ProductViewProps = {
  epd: EpdSummary;
  signedIn: boolean;
  origin: string;
  locale: Locale;
  chineseOnlyEn: string;
};

function ProductView({ epd, signedIn, origin, locale, chineseOnlyEn }: ProductViewProps) {
  const t = useTranslations('productPage');
  const tGwp = useTranslations('gwp');
  const tCard = useTranslations('epdCards');
  const tMeta = useTranslations('meta');
  const jsonLd = productJsonLd(epd, new URL(epd.productPath, origin).toString(), {
    gwp: t('gwpTitle'),
    gwpUnit: tGwp('unitShort'),
    registrationNumber: t('registrationNumber'),
    validUntil: t('expirationDate'),
    certification: tCard(`typeName.${epd.productType}`),
    platform: tMeta('title'),
  });
  return (
    <div className="container-page max-w-5xl py-5 sm:py-8">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-5">
          <ProductOverview epd={epd} signedIn={signedIn} />
          <ProductDetails epd={epd} />
        </div>
        <div className="grid gap-5">
          <ProductGwp epd={epd} />
          <ProductChain epd={epd} />
        </div>
      </div>
      {epd.hasEnglish ? null : (
        <p className="mt-5 text-center text-xs text-ink-muted" data-testid="chinese-only">
          {t('chineseOnly')} <span lang="en">{chineseOnlyEn}</span>
        </p>
      )}
      <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <a href={localizedPath(locale, comparePath([epd.id]))} className={LINK}>
          {t('compareWithOthers')}
        </a>
        <a href={localizedPath(locale, '/epd/epdSearch')} className={LINK}>
          {t('searchOthers')}
        </a>
        <a href={openEpdDocumentPath(epd.id)} type="application/json" className={LINK}>
          {t('openData')}
        </a>
      </p>
      {/* Last: Chrome's parser yields at a </script>, and what is above it paints first (LCP). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </div>
  );
}

function ProductHead({ locale, origin, view }: { locale: Locale; origin: string; view: View }) {
  const t = useTranslations('productPage');
  const tMeta = useTranslations('meta');
  const common = (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
      <meta name="theme-color" content="#102234" />
      <meta name="application-name" content={tMeta('title')} />
      <meta name="format-detection" content="telephone=no" />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
    </>
  );
  const head: PageHead =
    view.kind === 'found'
      ? {
          locale,
          path: productPath(view.epd.id),
          title: `${view.epd.productName} · ${view.epd.registrationNumber}`,
          description: t('metaDescription', {
            company: view.epd.companyName,
            gwp: view.epd.gwp100 ?? '–',
            number: view.epd.registrationNumber,
            date: view.epd.expirationDate ?? '–',
          }),
          siteName: tMeta('title'),
          // A Chinese-only declaration has one language: no English alternate (DESIGN.md).
          bilingual: view.epd.hasEnglish,
        }
      : {
          locale,
          path: '/',
          title: t('notFoundTitle'),
          description: tMeta('description'),
          siteName: tMeta('title'),
          index: false,
        };
  return (
    <Head>
      {common}
      {/* The declaration's open data (the openEPD document of /api/open/v1/epds/{id}). */}
      {view.kind === 'found' ? (
        <link rel="alternate" type="application/json" href={openEpdDocumentPath(view.epd.id)} />
      ) : null}
      <title>{tMeta('titleTemplate').replace('%s', head.title)}</title>
      {headTags(head, origin).map((tag) =>
        tag.kind === 'link' ? (
          <link
            key={`${tag.rel}-${tag.hrefLang ?? ''}`}
            rel={tag.rel}
            href={tag.href}
            hrefLang={tag.hrefLang}
          />
        ) : (
          <meta
            key={tag.name ?? tag.property}
            name={tag.name}
            property={tag.property}
            content={tag.content}
          />
        ),
      )}
    </Head>
  );
}
