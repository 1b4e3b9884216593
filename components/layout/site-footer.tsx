import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** The footer (accounts.md 1): the filing numbers are platform data (/n/text/all), not interface text. */
export async function SiteFooter({ texts, demo }: { texts: Record<string, string>; demo: boolean }) {
  const t = await getTranslations('footer');
  const year = new Date().getFullYear();
  const filings = [texts.FOOTER_ICP, texts.FOOTER_PSB].filter(Boolean);

  return (
    <footer className="mt-auto bg-steel-950 text-steel-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="text-base font-semibold text-white">{t('platform')}</p>
          <p className="mt-3 max-w-md text-sm leading-relaxed text-steel-100/75">{t('about')}</p>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-white">{t('explore')}</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="text-steel-100/80 hover:text-white" href="/epd/epdSearch">
                {t('links.epdSearch')}
              </Link>
            </li>
            <li>
              <Link className="text-steel-100/80 hover:text-white" href="/pcr/pcrSearch">
                {t('links.pcrSearch')}
              </Link>
            </li>
            <li>
              <Link className="text-steel-100/80 hover:text-white" href="/news">
                {t('links.news')}
              </Link>
            </li>
            <li>
              <Link className="text-steel-100/80 hover:text-white" href="/open-data">
                {t('links.openData')}
              </Link>
            </li>
            <li>
              <Link className="text-steel-100/80 hover:text-white" href="/Links">
                {t('links.friendly')}
              </Link>
            </li>
            <li>
              <Link className="text-steel-100/80 hover:text-white" href="/steelMill">
                {t('links.steelMill')}
              </Link>
            </li>
            <li>
              <Link className="text-steel-100/80 hover:text-white" href="/Feedback">
                {t('links.feedback')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-white">{t('hotline')}</p>
          <a
            href="tel:021-96169"
            className="mt-3 block text-2xl font-semibold tracking-wide text-white tabular-nums"
          >
            021-96169
          </a>
          <dl className="mt-2 space-y-1 text-sm text-steel-100/75">
            <div className="flex flex-wrap gap-x-2">
              <dt>{t('weekdays')}</dt>
              <dd className="whitespace-nowrap tabular-nums">8:30–20:30</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt>{t('weekends')}</dt>
              <dd className="whitespace-nowrap tabular-nums">8:30–17:00</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-steel-100/60 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <p>{texts.FOOTER_COPYRIGHT || t('copyright', { year })}</p>
            {demo ? <p data-testid="demo-notice">{t('demoNotice')}</p> : null}
          </div>
          {filings.length > 0 ? (
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              {filings.map((filing) => (
                <span key={filing}>{filing}</span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
