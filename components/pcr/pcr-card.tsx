import { useTranslations } from 'next-intl';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import type { PcrCard as PcrCardData } from '@/lib/content/pcr';

/** One PCR (business.md 2.2, 3); its documents need a signed-in user. */
export function PcrCard({ pcr, signedIn }: { pcr: PcrCardData; signedIn: boolean }) {
  const t = useTranslations('pcr');
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-steel-900 px-2 py-0.5 font-mono text-xs font-medium tracking-wide text-white">
          {pcr.pcrNumber}
        </span>
        {pcr.productClass ? (
          <span className="rounded-md bg-leaf-50 px-2 py-0.5 text-xs font-medium text-leaf-700">
            {pcr.productClass}
          </span>
        ) : null}
      </div>
      <h3 className="mt-3 text-lg leading-snug font-semibold text-steel-900">{pcr.name}</h3>
      {pcr.otherName ? <p className="mt-0.5 text-sm text-ink-muted">{pcr.otherName}</p> : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {pcr.registerNo ? (
          <div className="min-w-0">
            <dt className="text-xs text-ink-muted">{t('registerNo')}</dt>
            <dd className="font-medium break-words text-ink tabular-nums">{pcr.registerNo}</dd>
          </div>
        ) : null}
        {pcr.author ? (
          <div className="min-w-0">
            <dt className="text-xs text-ink-muted">{t('author')}</dt>
            <dd className="font-medium break-words text-ink">{pcr.author}</dd>
          </div>
        ) : null}
      </dl>
      {pcr.description ? (
        <p className="mt-4 flex-1 text-sm leading-relaxed text-ink-muted">{pcr.description}</p>
      ) : (
        <div className="flex-1" />
      )}
      {pcr.documents.length > 0 ? (
        <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-4">
          {pcr.documents.map((document) => (
            <ProtectedDownload
              key={document.lang}
              href={document.url}
              label={t(`document.${document.lang}`)}
              signedIn={signedIn}
              variant={document.lang === 'zh' ? 'primary' : 'secondary'}
            />
          ))}
        </div>
      ) : null}
    </article>
  );
}
