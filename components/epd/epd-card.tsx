import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/i18n/number-format';
import type { EpdCardData } from '@/lib/epd/epd-summary';
import { ChainProofs } from './chain-proofs';
import { EpdCardActions } from './epd-card-actions';
import { ProductTypeBadge, ValidityBadge } from './epd-badges';
import { GwpScale } from './gwp-scale';

/** One declaration (business.md 2.2); no hooks but next-intl's, so "load more" renders it in the browser too. */
export function EpdCard({ card, signedIn }: { card: EpdCardData; signedIn: boolean }) {
  const t = useTranslations('epdCards');
  const locale = useLocale();
  const nameLang = card.productNameLang === 'zh' ? 'zh-CN' : 'en';
  return (
    <article
      className="flex h-full flex-col rounded-card border border-line bg-surface p-5 shadow-card"
      aria-labelledby={`epd-${card.id}-name`}
      data-testid="epd-card"
      data-epd-id={card.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <ProductTypeBadge type={card.productType} />
          <span className="truncate font-mono text-xs text-ink-muted" title={t('registrationNumber')}>
            {card.registrationNumber}
          </span>
        </div>
        <ValidityBadge expired={card.expired} expirationDate={card.expirationDate} />
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
        <EpdCardActions card={card} signedIn={signedIn} />
      </div>
    </article>
  );
}
