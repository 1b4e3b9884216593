import { redirect } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';

// Any unknown path redirects to the home page of the current language (business.md 2.1).
export default async function UnknownPath({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect({ href: '/', locale: isLocale(locale) ? locale : 'zh' });
}
