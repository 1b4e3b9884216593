import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/lib/i18n/navigation';
import { ROLE_PAGES, roleActions, type RoleIcon, type RoleKey, type RoleViewer } from '@/lib/site/role-pages';
import { ContentSection, NumberedSteps } from './content-section';
import { PageHeader } from './page-header';

const ICONS: Record<RoleIcon, ReactNode> = {
  apply: <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l7-7" />,
  document: <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />,
  search: <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4" />,
  shield: <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM9 12l2 2 4-4" />,
  list: <path d="M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1" />,
  leaf: <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM9 15c2-3 4-5 7-7" />,
  rule: <path d="M4 5h7v14H4zM13 5h7v14h-7M7 9h1M16 9h1" />,
  chat: <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />,
  chart: <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />,
  company: <path d="M4 20V8l6-4v16M10 20V10l10 3v7M4 20h16M7 11h0M7 15h0M14 15h3" />,
};

/** A role's landing page (/steelMill, /thirdAgency): who it is for, the steps in order, and where each happens
 *  for this viewer (lib/site/role-pages.ts `roleActions`). */
export async function RoleLanding({ role, viewer }: { role: RoleKey; viewer: RoleViewer }) {
  const page = ROLE_PAGES[role];
  const actions = roleActions(page, viewer);
  // Keys from ROLE_PAGES; tests/unit/feedback-and-results.test.ts checks both languages have them.
  const [t, tc] = await Promise.all([
    getTranslations(`rolePages.${role}`) as Promise<(key: string) => string>,
    getTranslations('rolePages.common'),
  ]);
  return (
    <>
      <PageHeader kicker={t('kicker')} title={t('title')} lead={t('lead')} crumbs={[{ label: t('crumb') }]}>
        <div className="flex flex-wrap gap-3">
          <Link href={page.primary.href} className={buttonClass('green', 'lg')}>
            {t(`actions.${page.primary.key}.title`)}
          </Link>
          <Link href={page.secondary.href} className={buttonClass('inverse', 'lg')}>
            {t(`actions.${page.secondary.key}.title`)}
          </Link>
        </div>
      </PageHeader>
      <div className="container-page divide-y divide-line">
        <ContentSection id={`${role}-roles`} title={t('rolesTitle')} lead={t('rolesLead')}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.roles.map((key) => (
              <li key={key} className="rounded-card border border-line bg-surface p-5">
                <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-leaf-500" />
                <p className="mt-4 font-semibold text-steel-900">{t(`roles.${key}.title`)}</p>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{t(`roles.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </ContentSection>
        <ContentSection id={`${role}-steps`} title={t('stepsTitle')} lead={t('stepsLead')}>
          <NumberedSteps
            steps={page.steps.map((key) => ({
              key,
              title: t(`steps.${key}.title`),
              body: t(`steps.${key}.body`),
            }))}
          />
        </ContentSection>
        <ContentSection
          id={`${role}-actions`}
          title={tc('actionsTitle')}
          lead={viewer.signedIn ? tc('actionsLeadSignedIn') : tc('actionsLead')}
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="role-actions">
            {actions.map((action) => (
              <li key={action.key} data-action={action.key}>
                <Link href={action.href} className="group card-link">
                  <span className="flex items-start justify-between gap-3">
                    <span className="icon-tile">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className="size-5.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.7"
                        strokeLinejoin="round"
                        strokeLinecap="round"
                      >
                        {ICONS[action.icon]}
                      </svg>
                    </span>
                    {action.badge ? (
                      <span className="rounded-full bg-canvas px-2 py-0.5 text-xs text-ink-muted">
                        {tc('signIn')}
                      </span>
                    ) : null}
                  </span>
                  <span className="mt-4 font-semibold text-steel-900">
                    {t(`actions.${action.key}.title`)}
                  </span>
                  <span className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-muted">
                    {t(`actions.${action.key}.body`)}
                  </span>
                  <span className="mt-4 text-sm font-medium text-steel-600 group-hover:text-leaf-700">
                    {tc('open')} <span aria-hidden="true">→</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ContentSection>
        <section aria-labelledby={`${role}-other`} className="py-10 sm:py-12">
          <div className="flex flex-col gap-4 rounded-card border border-line bg-steel-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <h2 id={`${role}-other`} className="text-lg font-semibold text-steel-900">
                {tc(`other.${page.other}.title`)}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{tc(`other.${page.other}.body`)}</p>
            </div>
            <Link href={ROLE_PAGES[page.other].path} className={buttonClass('secondary', 'md', 'shrink-0')}>
              {tc(`other.${page.other}.cta`)}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
