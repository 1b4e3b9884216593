import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/i18n/number-format';
import type { EpdCardData } from '@/lib/epd/epd-summary';
import { EXPIRING_WITHIN_DAYS } from '@/lib/epd/search-url';
import { chinaToday } from '@/lib/epd/validity';
import { ChainProofs } from './chain-proofs';
import { EpdCardActions } from './epd-card-actions';
import { ProductTypeBadge, ValidityBadge } from './epd-badges';
import { GwpScale } from './gwp-scale';
import { SearchCompareLink, type CompareToggle } from './search-compare-link';

/** Still valid, and in its last EXPIRING_WITHIN_DAYS days by China's date (the search's "expiring" filter). */
function expiresSoon(card: EpdCardData): boolean {
  if (card.expired || !card.expirationDate) return false;
  const last = new Date(`${chinaToday()}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + EXPIRING_WITHIN_DAYS);
  return card.expirationDate.slice(0, 10) <= last.toISOString().slice(0, 10);
}

/** One declaration (business.md 2.2); no hooks but next-intl's, so "load more" renders it in the browser too. */
export function EpdCard({
  card,
  signedIn,
  compare,
}: {
  card: EpdCardData;
  signedIn: boolean;
  /** The search's "Compare" link for this card; absent where the card is not in a search. */
  compare?: CompareToggle;
}) {
  const t = useTranslations('epdCards');
  const tCompare = useTranslations('buyerSearch.card');
  const locale = useLocale();
  const nameLang = card.productNameLang === 'zh' ? 'zh-CN' : 'en';
  return (
    <article
      className={`flex h-full flex-col rounded-card border bg-surface p-5 shadow-card ${
        compare?.chosen ? 'border-leaf-600 ring-1 ring-leaf-600' : 'border-line'
      }`}
      aria-labelledby={`epd-${card.id}-name`}
      data-testid="epd-card"
      data-epd-id={card.id}
      data-expires={card.expirationDate ?? undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <ProductTypeBadge type={card.productType} />
          <span className="truncate font-mono text-xs text-ink-muted" title={t('registrationNumber')}>
            {card.registrationNumber}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {expiresSoon(card) ? (
            <span
              className="rounded-full bg-warning-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-warning-600"
              data-testid="expiring-soon"
            >
              {tCompare('expiringSoon', { days: EXPIRING_WITHIN_DAYS })}
            </span>
          ) : null}
          <ValidityBadge expired={card.expired} expirationDate={card.expirationDate} />
        </div>
      </div>

      <h3 id={`epd-${card.id}-name`} className="mt-3 text-lg leading-snug font-semibold text-steel-900">
        <a
          href={card.productPath}
          lang={nameLang}
          className="hover:text-steel-600 hover:underline hover:underline-offset-4"
        >
          {card.productName}
        </a>
        {locale === 'en' && !card.hasEnglish ? (
          <span className="ml-2 inline-block rounded bg-canvas px-1.5 align-middle text-[11px] font-medium text-ink-muted">
            {t('chineseOnly')}
          </span>
        ) : null}
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="sr-only">{t('company')}</dt>
          <dd className="text-ink">{card.companyName}</dd>
        </div>
        {card.pcr ? (
          <div className="flex min-w-0 gap-1.5 text-xs text-ink-muted">
            <dt className="shrink-0">{t('pcr')}</dt>
            <dd className="min-w-0 truncate" title={card.pcr.name ?? undefined}>
              {card.pcr.number ? <span className="font-mono">{card.pcr.number}</span> : null}
              {card.pcr.number && card.pcr.name ? ' · ' : null}
              {card.pcr.name}
            </dd>
          </div>
        ) : null}
      </dl>

      {card.gwp100 !== null ? (
        <div className="mt-4 rounded-lg bg-canvas px-3.5 pt-3 pb-2.5">
          <p className="flex items-baseline gap-1.5">
            <span className="text-xs font-medium text-ink-muted">{t('gwp')}</span>
            <span
              className="ml-auto text-xl font-semibold text-steel-900 tabular-nums"
              data-testid="gwp-value"
              data-gwp={card.gwp100}
            >
              {formatNumber(card.gwp100, locale)}
            </span>
            <span className="text-xs text-ink-muted">{t('gwpUnit')}</span>
          </p>
          <div className="mt-2">
            <GwpScale variant="compact" product={{ gwp100: card.gwp100, label: t('gwp') }} />
          </div>
        </div>
      ) : null}

      <div className="mt-4">
        <ChainProofs proofs={card.chain} />
      </div>

      <div className="mt-auto pt-4">
        <EpdCardActions
          card={card}
          signedIn={signedIn}
          compare={compare ? <SearchCompareLink toggle={compare} name={card.productName} /> : null}
        />
      </div>
    </article>
  );
}
