import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { formatChinaDate } from '@/lib/content/china-time';
import type { ProductType } from '@/lib/epd/epd-summary';
import { isLocale } from '@/lib/i18n/routing';

/** EPD or CFP, with the full name for screen readers and on hover. */
export function ProductTypeBadge({ type }: { type: ProductType }) {
  const t = useTranslations('epdCards');
  return (
    <span
      title={t(`typeName.${type}`)}
      className={cn(
        'inline-flex h-6 items-center rounded-md px-2 text-xs font-semibold tracking-wide',
        type === 'CFP' ? 'bg-steel-100 text-steel-700' : 'bg-steel-800 text-white',
      )}
    >
      <span aria-hidden="true">{type}</span>
      <span className="sr-only">{t(`typeName.${type}`)}</span>
    </span>
  );
}

/** Valid or expired at a glance: the expiry date against today in China (lib/epd/validity.ts). */
export function ValidityBadge({
  expired,
  expirationDate,
  size = 'sm',
}: {
  expired: boolean;
  expirationDate: string | null;
  size?: 'sm' | 'lg';
}) {
  const t = useTranslations('epdCards');
  const locale = useLocale();
  const large = size === 'lg';
  // One date format on every card: the site's formatter (lib/content/china-time.ts).
  const date = expirationDate ? formatChinaDate(expirationDate, isLocale(locale) ? locale : 'zh') : null;
  return (
    <span
      data-testid="validity"
      data-state={expired ? 'expired' : 'valid'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-medium whitespace-nowrap',
        large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs',
        expired ? 'bg-danger-50 text-danger-600' : 'bg-leaf-50 text-leaf-700',
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className={large ? 'size-4' : 'size-3.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {expired ? (
          <path d="M8 4.5v4.2M8 11.3v.2M8 1.8l6.4 11.4H1.6z" strokeLinejoin="round" />
        ) : (
          <path d="M3 8.5l3 3 7-7" />
        )}
      </svg>
      {expired
        ? date
          ? t('expiredOn', { date })
          : t('expired')
        : date
          ? t('validUntil', { date })
          : t('valid')}
    </span>
  );
}
