import { getTranslations } from 'next-intl/server';
import { FeedbackForm } from '@/components/feedback/feedback-form';
import { PageHeader } from '@/components/pages/page-header';
import { ClientMessages } from '@/components/providers/client-messages';
import { feedbackDefaults, feedbackDraftKey } from '@/lib/feedback/dto';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageViewer } from '@/lib/accounts/server/page-viewer';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/Feedback', titleKey: 'feedback', descriptionKey: 'feedbackDescription' });

// The outcome as a system message is for a signed-in sender: a visitor has no messages to read it in.
const NEXT_STEPS = ['read', 'reply', 'follow'] as const;
const VISITOR_NEXT_STEPS = ['read', 'reply'] as const;

// No guard (business.md 2.2, 5): visitors send it as users do; a signed-in user's form starts with the account's details.
const CLIENT_NAMESPACES = ['feedback', 'validation'] as const;

export default async function FeedbackPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const [t, { user }] = await Promise.all([getTranslations('feedback'), pageViewer(locale)]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: t('section'), href: '/about' }, { label: t('title') }]}
        width="medium"
      />
      <div className="container-page grid max-w-5xl gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
        <section
          aria-labelledby="feedback-form-title"
          className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8"
        >
          <h2 id="feedback-form-title" className="text-lg font-semibold text-steel-900">
            {t('formTitle')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-muted">{t('formLead')}</p>
          <FeedbackForm
            signedIn={Boolean(user)}
            draftKey={feedbackDraftKey(user?.id)}
            defaults={feedbackDefaults(user)}
          />
        </section>
        <aside className="space-y-6">
          <section
            aria-labelledby="feedback-next"
            className="rounded-card border border-line bg-surface p-5 sm:p-6"
          >
            <h2 id="feedback-next" className="font-semibold text-steel-900">
              {t('next.title')}
            </h2>
            <ol className="mt-4 space-y-4">
              {(user ? NEXT_STEPS : VISITOR_NEXT_STEPS).map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-steel-50 text-sm font-semibold text-steel-700 tabular-nums"
                  >
                    {index + 1}
                  </span>
                  <p className="text-sm leading-relaxed text-ink-muted">{t(`next.${step}`)}</p>
                </li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="feedback-hotline"
            className="rounded-card bg-steel-900 p-5 text-steel-100 sm:p-6"
          >
            <h2 id="feedback-hotline" className="font-semibold text-white">
              {t('hotline.title')}
            </h2>
            <a
              href="tel:021-96169"
              className="mt-2 block text-2xl font-semibold tracking-wide text-white tabular-nums"
            >
              021-96169
            </a>
            <p className="mt-2 text-sm text-steel-100/80">{t('hotline.hours')}</p>
          </section>
          <p className="text-sm text-ink-muted">
            {t.rich('moreHelp', {
              link: (chunks) => (
                <Link
                  href="/service"
                  className="font-medium text-steel-600 underline underline-offset-4 hover:text-steel-800"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </aside>
      </div>
    </ClientMessages>
  );
}
