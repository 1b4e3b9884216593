import { getLocale, getTranslations } from 'next-intl/server';
import { GwpScale } from '@/components/epd/gwp-scale';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/routing';

/** The home page's opening: what the platform is, an EPD search that works without JavaScript. */
export async function HomeHero() {
  const t = await getTranslations('home.hero');
  const locale = await getLocale();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-steel-950 via-steel-900 to-steel-700 text-white">
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.07]">
        <defs>
          <pattern id="hero-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0V32" fill="none" stroke="white" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
      <div className="container-page relative grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium tracking-wide text-leaf-100">
            <span className="size-1.5 rounded-full bg-leaf-500" aria-hidden="true" />
            {t('eyebrow')}
          </p>
          <h1 className="mt-5 text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-steel-100/85 sm:text-lg">{t('lead')}</p>
          <form
            action={localizedPath(locale === 'en' ? 'en' : 'zh', '/epd/epdSearch')}
            method="get"
            role="search"
            className="mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
          >
            <label htmlFor="home-epd-keyword" className="sr-only">
              {t('searchLabel')}
            </label>
            <input
              id="home-epd-keyword"
              name="keyword"
              type="search"
              enterKeyHint="search"
              placeholder={t('searchPlaceholder')}
              className="h-12 w-full min-w-0 rounded-lg sm:flex-1 border border-white/20 bg-white px-4 text-base text-ink placeholder:text-ink-subtle focus:border-leaf-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-400 focus-visible:outline-solid"
            />
            <button type="submit" className={buttonClass('green', 'lg')}>
              {t('searchButton')}
            </button>
          </form>
          <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link
              href="/dtpfg/dtpfgApplyFor"
              className="font-medium text-white underline-offset-4 hover:underline"
            >
              {t('applyLink')} →
            </Link>
            <Link
              href="/Pcr"
              className="font-medium text-steel-100/80 underline-offset-4 hover:text-white hover:underline"
            >
              {t('pcrLink')} →
            </Link>
          </div>
        </div>
        <div className="rounded-card border border-white/15 bg-white/[0.06] p-6 backdrop-blur-sm">
          <GwpScale tone="dark" />
          <p className="mt-4 border-t border-white/10 pt-4 text-xs leading-relaxed text-steel-100/70">
            {t('gwpNote')}
          </p>
        </div>
      </div>
    </section>
  );
}
