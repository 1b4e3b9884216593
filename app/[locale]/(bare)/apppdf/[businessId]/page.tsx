import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AppPdfView } from '@/components/epd/app-pdf-view';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { getSessionUser } from '@/lib/session/session';

type Props = { params: Promise<{ locale: string; businessId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'zh', namespace: 'pages' });
  return { title: t('appPdf'), robots: { index: false, follow: false } };
}

// /apppdf/{businessId} – the mobile PDF viewer (business.md 2.2). The report streams through the
// BFF with the session's token; a visitor is sent to the mobile login, which comes back here.
export default async function AppPdfPage({ params }: Props) {
  const { locale: requested, businessId } = await params;
  const locale: Locale = isLocale(requested) ? requested : 'zh';
  setRequestLocale(locale);
  const user = await getSessionUser();
  if (!user) redirect({ href: `/Loginapp?id=${encodeURIComponent(businessId)}`, locale });
  const t = await getTranslations('pdfViewer');
  return (
    <div className="container-page max-w-4xl py-4 sm:py-6">
      <h1 className="mb-3 text-lg font-semibold text-steel-900">{t('title')}</h1>
      <AppPdfView businessId={businessId} />
    </div>
  );
}
