'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import { cn } from '@/components/ui/cn';
import type { EvaluationDto } from '@/lib/my-epd/schemas';
import * as myEpdApi from '@/lib/my-epd/addresses';
import { fileUrl } from '@/lib/bff/file-url';
import { evaluationStage } from '@/lib/my-epd/statuses';
import { formatChinaDateTime } from '@/lib/content/china-time';

/** One low-carbon steel evaluation (business.md 2.2, 3); once published, its certificate and carbon mark by the item's id. */
export function MineEvaluationCard({ evaluation }: { evaluation: EvaluationDto }) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const stage = evaluationStage(evaluation.publishStatus);
  const title = evaluation.productName ?? t('untitled');
  return (
    <article aria-label={title} className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-leaf-700">{t('lcesKind')}</p>
          <h2 className="mt-1 text-lg font-semibold break-words text-steel-900">{title}</h2>
          <dl className="mt-2 flex gap-2 text-sm text-ink-muted">
            <dt>{t('submittedOn')}</dt>
            <dd className="text-ink">
              {evaluation.applyTime ? formatChinaDateTime(evaluation.applyTime, locale) : '—'}
            </dd>
          </dl>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-xs font-medium',
            stage === 'published' ? 'bg-leaf-50 text-leaf-700' : 'bg-steel-50 text-steel-700',
          )}
        >
          {t(`lcesStage.${stage}`)}
        </span>
      </div>
      {stage === 'published' ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
          <ProtectedDownload
            signedIn
            href={fileUrl(myEpdApi.download, { id: evaluation.id, kind: 'certificate' })}
            label={t('certificate')}
          />
          <ProtectedDownload
            signedIn
            href={fileUrl(myEpdApi.download, { id: evaluation.id, kind: 'mark' })}
            label={t('mark')}
          />
        </div>
      ) : (
        <p className="mt-4 border-t border-line pt-4 text-sm text-ink-muted">{t('lcesSubmittedLead')}</p>
      )}
    </article>
  );
}
