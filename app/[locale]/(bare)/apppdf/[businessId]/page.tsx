import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { AppPdfView } from '@/components/epd/app-pdf-view';
import { PRODUCT_RETURN_COOKIE, visitorReturnPath } from '@/lib/epd/product-return';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { getSessionUser } from '@/lib/session/session';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { params: Promise<{ locale: string; businessId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'zh', namespace: 'pages' });
  return { title: t('appPdf'), robots: { index: false, follow: false } };
}

// /apppdf/{businessId} – the mobile PDF viewer (business.md 2.2). The report streams through the
// BFF with the session's token; a visitor goes back to the product page the viewer was opened from
// (whose "view PDF" leads to the mobile login), or to the mobile login when that page is unknown.
// Client messages: the PDF viewer.
const CLIENT_NAMESPACES = ['pdfViewer', 'common'] as const;

export default async function AppPdfPage({ params }: Props) {
  const { locale: requested, businessId } = await params;
  const locale: Locale = isLocale(requested) ? requested : 'zh';
  setRequestLocale(locale);
  const user = await getSessionUser();
  if (!user) redirect({ href: visitorReturnPath((await cookies()).get(PRODUCT_RETURN_COOKIE)?.value, businessId), locale });
  const t = await getTranslations('pdfViewer');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <div className="container-page max-w-4xl py-4 sm:py-6">
        <h1 className="mb-3 text-lg font-semibold text-steel-900">{t('title')}</h1>
        <AppPdfView businessId={businessId} />
      </div>
    </ClientMessages>
  );
}
