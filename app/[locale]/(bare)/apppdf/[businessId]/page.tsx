import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OnboardingStatus } from '@/components/account/onboarding-status';
import { AppPdfView } from '@/components/epd/app-pdf-view';
import { GuardBlock } from '@/components/guards/guard-block';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { params: Promise<{ locale: string; businessId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'zh', namespace: 'pages' });
  return { title: t('appPdf'), robots: { index: false, follow: false } };
}

// The mobile PDF viewer (business.md 2.2); guard: login, audit not blocked (accounts.md 4.2: PDFs), with fresh data.
// A buyer from a QR code reads the PDF first; the company profile is offered beside it, never before it.
const CLIENT_NAMESPACES = ['pdfViewer', 'common'] as const;

export default async function AppPdfPage({ params }: Props) {
  const { locale: requested, businessId } = await params;
  const locale: Locale = isLocale(requested) ? requested : 'zh';
  setRequestLocale(locale);
  const here = `/apppdf/${encodeURIComponent(businessId)}`;
  const access = await requirePageAccess(here, locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const t = await getTranslations('pdfViewer');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <div className="container-page max-w-4xl py-4 sm:py-6">
        <h1 className="mb-3 text-lg font-semibold text-steel-900">{t('title')}</h1>
        <OnboardingStatus user={access.user} returnTo={here} businessId={businessId} className="mb-3" />
        <AppPdfView businessId={businessId} />
      </div>
    </ClientMessages>
  );
}
