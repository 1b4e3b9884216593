import { useLocale, useTranslations } from 'next-intl';
import { formatChinaDateTime } from '@/lib/content/china-time';
import type { ChainProof } from '@/lib/epd/epd-summary';
import { isLocale } from '@/lib/i18n/routing';

/** Enough to compare by eye; the full hash is in the title and for screen readers. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
}

function ChainIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-3.5 shrink-0 text-leaf-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path
        d="M6.5 9.5l3-3M7 4.5l1-1a2.5 2.5 0 013.5 3.5l-1 1M9 11.5l-1 1A2.5 2.5 0 014.5 9l1-1"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The on-chain anchoring of data and report (business.md 3); `compact`: one line per proof. */
export function ChainProofs({
  proofs,
  variant = 'compact',
}: {
  proofs: ChainProof[];
  variant?: 'compact' | 'full';
}) {
  const t = useTranslations('epdCards.chain');
  const locale = useLocale();
  const when = (blockTime: string) => formatChinaDateTime(blockTime, isLocale(locale) ? locale : 'zh');
  if (proofs.length === 0) {
    return <p className="text-xs text-ink-muted">{t('none')}</p>;
  }
  if (variant === 'compact') {
    return (
      <ul className="space-y-1 text-xs" aria-label={t('title')}>
        {proofs.map((proof) => (
          <li
            key={proof.kind}
            className="flex min-w-0 items-center gap-1.5"
            data-testid={`chain-${proof.kind}`}
          >
            <ChainIcon />
            <span className="font-medium whitespace-nowrap text-leaf-700">{t(proof.kind)}</span>
            <span className="min-w-0 truncate font-mono text-ink-muted" title={proof.txHash}>
              <span aria-hidden="true">{shortHash(proof.txHash)}</span>
              <span className="sr-only">{`${t('txHash')} ${proof.txHash}`}</span>
            </span>
            {proof.blockTime ? (
              <span className="ml-auto shrink-0 whitespace-nowrap text-ink-muted tabular-nums">
                {when(proof.blockTime)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="space-y-4">
      {proofs.map((proof) => (
        <li key={proof.kind} data-testid={`chain-${proof.kind}`}>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-leaf-700">
            <ChainIcon />
            {t(proof.kind)}
          </p>
          <dl className="mt-1.5 grid gap-1 text-sm">
            <div>
              <dt className="text-xs text-ink-muted">{t('txHash')}</dt>
              <dd className="font-mono text-[13px] leading-snug break-all text-ink">{proof.txHash}</dd>
            </div>
            {proof.blockTime ? (
              <div>
                <dt className="text-xs text-ink-muted">{t('blockTime')}</dt>
                <dd className="tabular-nums">{when(proof.blockTime)}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
