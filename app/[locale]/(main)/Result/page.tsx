import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/ui/message-page';
import { buttonClass } from '@/components/ui/button-styles';
import { resultFor, RESULT_LINK_HREF } from '@/lib/results/result-codes';
import { submittedCode } from '@/lib/results/server/submission-marker';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/Result', titleKey: 'result', index: false });

// What just happened and what next (accounts.md 4.9); only a submission made in this browser is announced.
export default async function ResultPage({ searchParams }: PageParams & PageSearchParams) {
  const { code, links } = resultFor(queryValue(await searchParams, 'type'));
  const [t, submitted] = await Promise.all([getTranslations('result'), submittedCode()]);
  if (submitted !== code) {
    return (
      <MessagePage
        testId="result-none"
        title={t('none.title')}
        actions={
          <>
            <Link href="/" className={buttonClass('primary', 'lg')}>
              {t('link.home')}
            </Link>
            <Link href="/user" className={buttonClass('secondary', 'lg')}>
              {t('link.user')}
            </Link>
          </>
        }
      >
        <p>{t('none.body')}</p>
      </MessagePage>
    );
  }
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
      <span
        className="flex size-14 items-center justify-center rounded-full bg-leaf-100 text-leaf-700"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="mt-5 text-2xl font-semibold text-steel-900">{t(`${code}.title`)}</h1>
      <p className="mt-3 max-w-lg text-ink-muted">{t(`${code}.body`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link
            key={link}
            href={RESULT_LINK_HREF[link]}
            className={buttonClass(index === 0 ? 'primary' : 'secondary', 'lg')}
          >
            {t(`link.${link}`)}
          </Link>
        ))}
      </div>
    </section>
  );
}
