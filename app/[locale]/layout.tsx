import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { VisitBeacon } from '@/components/layout/visit-beacon';
import { StyleNonce } from '@/components/ui/style-nonce';
import { ToastProvider } from '@/components/ui/toast';
import { getEnv } from '@/lib/env/server/env';
import { NavigationBar } from '@/lib/i18n/link-pending';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import '@/lib/observability/server/request-context';
import '../globals.css';

// The document's own client parts (error boundary, opening notice, navigation bar); layouts and pages add theirs.
const CLIENT_NAMESPACES = ['errors', 'opening'] as const;

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'zh', namespace: 'meta' });
  return {
    metadataBase: new URL(getEnv().publicOrigin),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: t('title'),
    openGraph: { siteName: t('title'), type: 'website', locale: locale === 'en' ? 'en_US' : 'zh_CN' },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: '#102234', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale: requested } = await params;
  if (!isLocale(requested)) notFound();
  const locale: Locale = requested;
  setRequestLocale(locale);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const messages = pickMessages(await getMessages(), CLIENT_NAMESPACES);

  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <body>
        <NextIntlClientProvider locale={locale} messages={messages}>
          <ToastProvider>
            <StyleNonce nonce={nonce} />
            {children}
            <NavigationBar />
            <VisitBeacon />
          </ToastProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
