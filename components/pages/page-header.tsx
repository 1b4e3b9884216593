import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

export type Crumb = { label: string; href?: string };

type PageHeaderProps = {
  title: string;
  lead?: string | null;
  kicker?: ReactNode;
  /** The trail after "Home"; the last entry is the current page. */
  crumbs?: Crumb[];
  children?: ReactNode;
  width?: keyof typeof WIDTHS;
};

const WIDTHS = { wide: '', medium: 'max-w-5xl', narrow: 'max-w-4xl' } as const;

/** The header band of every content page: breadcrumbs, the one <h1>, a lead, optional search or actions. */
export async function PageHeader({
  title,
  lead,
  kicker,
  crumbs = [],
  children,
  width = 'wide',
}: PageHeaderProps) {
  const t = await getTranslations('content');
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-steel-950 via-steel-900 to-steel-700 text-white">
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.06]">
        <defs>
          <pattern id="page-header-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0V32" fill="none" stroke="white" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#page-header-grid)" />
      </svg>
      <div className={`container-page relative py-9 sm:py-12 ${WIDTHS[width]}`}>
        <nav aria-label={t('breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-steel-100/70">
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
                {index > 0 ? (
                  <span aria-hidden="true" className="text-steel-100/40">
                    /
                  </span>
                ) : null}
                {crumb.href && index < trail.length - 1 ? (
                  <Link href={crumb.href} className="hover:text-white hover:underline underline-offset-4">
                    {crumb.label}
                  </Link>
                ) : (
                  <span
                    aria-current={index === trail.length - 1 ? 'page' : undefined}
                    className="truncate text-steel-100/90"
                  >
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {kicker ? <p className="mt-5 text-sm font-medium tracking-wide text-leaf-100">{kicker}</p> : null}
        <h1
          className={`${kicker ? 'mt-2' : 'mt-5'} max-w-4xl text-2xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl`}
        >
          {title}
        </h1>
        {lead ? (
          <p className="mt-4 max-w-3xl text-base leading-relaxed text-steel-100/85 sm:text-lg">{lead}</p>
        ) : null}
        {children ? <div className="mt-7">{children}</div> : null}
      </div>
    </section>
  );
}
