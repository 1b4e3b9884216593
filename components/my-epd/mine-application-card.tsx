'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import type { ApplicationDto } from '@/lib/my-epd/schemas';
import * as myEpdApi from '@/lib/my-epd/addresses';
import { fileUrl } from '@/lib/bff/file-url';
import { applicationActions, contractStage, isPublished, quoteStage } from '@/lib/my-epd/statuses';
import { formatChinaDateTime } from '@/lib/content/china-time';
import { Link } from '@/lib/i18n/navigation';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';

const loadDialogs = () => import('./mine-dialogs');

type OpenDialog = 'details' | 'quote' | 'contract' | 'correction' | null;

/** One application, its nodes and actions; `type` is its tab (one with EPD and CFP products is in both). */
export function MineApplicationCard({
  application,
  type,
}: {
  application: ApplicationDto;
  type: 'EPD' | 'CFP';
}) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const [open, setOpen] = useState<OpenDialog>(null);
  const actions = applicationActions(application);
  const published = isPublished(application.publishStatus);
  const quote = quoteStage(application.quoteStatus);
  const contract = contractStage(application.contractStatus);
  const title = application.productName ?? t('untitled');
  const close = (next: boolean) => !next && setOpen(null);
  const dialogs = useLoaded(loadDialogs, open !== null);
  const loaded = dialogs.module;
  const unavailable = (part: ApplicationDto['unavailable'][number]) => application.unavailable.includes(part);

  return (
    <article aria-label={title} className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-steel-900">{title}</h2>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-ink-muted sm:grid-cols-2">
            <div className="flex gap-2">
              <dt>{t('pcr')}</dt>
              <dd className="text-ink">
                {[application.pcrNumber, application.pcrName].filter(Boolean).join(' ') || '—'}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>{t('appliedOn')}</dt>
              <dd className="text-ink">
                {application.applyTime ? formatChinaDateTime(application.applyTime, locale) : '—'}
              </dd>
            </div>
            {published && application.publishTime ? (
              <div className="flex gap-2">
                <dt>{t('publishedOn')}</dt>
                <dd className="text-ink">{formatChinaDateTime(application.publishTime, locale)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full bg-steel-50 px-3 py-1 text-xs font-medium text-steel-700">
            {type}
          </span>
          <span
            className={cn(
              'rounded-full px-3 py-1 text-xs font-medium',
              published ? 'bg-leaf-50 text-leaf-700' : 'bg-steel-50 text-ink-muted',
            )}
          >
            {published ? t('published') : t('unpublished')}
          </span>
        </div>
      </header>

      <ol aria-label={t('timelineLabel')} className="mt-5 grid gap-3 sm:grid-cols-7 sm:gap-1">
        {application.nodes.map((node) => (
          <li
            key={node.node}
            className="flex items-start gap-3 sm:flex-col sm:items-center sm:gap-2 sm:text-center"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                node.reached ? 'bg-leaf-600 text-white' : 'border border-line bg-surface text-ink-subtle',
              )}
            >
              {node.node}
            </span>
            <span className="text-sm leading-snug">
              <span className={cn('block', node.reached ? 'font-medium text-steel-900' : 'text-ink-muted')}>
                {node.name ?? t(`node.${node.code}`)}
              </span>
              <span className="block text-xs text-ink-subtle">
                {node.reached ? (node.reachedTime?.slice(0, 10) ?? t('reached')) : t('notReached')}
              </span>
            </span>
          </li>
        ))}
      </ol>

      <div className="mt-5 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <p>
          <span className="text-ink-muted">{t('quoteLabel')}</span>{' '}
          <span className={unavailable('quote') ? 'text-ink-subtle' : 'text-ink'}>
            {unavailable('quote') ? t('partUnavailable') : t(`quoteStage.${quote}`)}
          </span>
        </p>
        <p>
          <span className="text-ink-muted">{t('contractLabel')}</span>{' '}
          <span className={unavailable('contract') ? 'text-ink-subtle' : 'text-ink'}>
            {unavailable('contract') ? t('partUnavailable') : t(`contractStage.${contract}`)}
          </span>
        </p>
      </div>

      {unavailable('products') ? (
        <p className="mt-3 text-sm text-ink-subtle">{t('productsUnavailable')}</p>
      ) : null}

      {actions.replaceFiles ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-warning-600/30 bg-warning-50 p-4 text-sm text-ink"
        >
          <p className="font-medium">{t('correctionRequested')}</p>
          {application.lcaCorrectionNote ? (
            <div
              className="prose-platform mt-1"
              dangerouslySetInnerHTML={{ __html: application.lcaCorrectionNote }}
            />
          ) : null}
        </div>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-4">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen('details')}>
          {t('details')}
        </button>
        <button
          type="button"
          className={buttonClass(actions.confirmQuote ? 'primary' : 'secondary', 'sm')}
          onClick={() => setOpen('quote')}
        >
          {actions.confirmQuote ? t('quoteToConfirm') : t('quote')}
        </button>
        <button
          type="button"
          className={buttonClass(actions.confirmContract ? 'primary' : 'secondary', 'sm')}
          onClick={() => setOpen('contract')}
        >
          {actions.confirmContract ? t('contractToConfirm') : t('contract')}
        </button>
        {actions.replaceFiles ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={() => setOpen('correction')}
          >
            {t('correct')}
          </button>
        ) : null}
      </div>

      {actions.downloadCertificate ? (
        // business.md 7: one certificate and one carbon mark per application, by the list item's id.
        <div
          role="group"
          aria-label={t('publishedFiles')}
          className="mt-4 rounded-lg bg-leaf-50/60 px-3 py-3 text-sm"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-auto font-medium text-steel-900">{t('publishedFilesLead')}</span>
            <ProtectedDownload
              signedIn
              href={fileUrl(myEpdApi.download, { id: application.id, kind: 'certificate' })}
              label={t('certificate')}
            />
            {actions.downloadMark ? (
              <ProtectedDownload
                signedIn
                href={fileUrl(myEpdApi.download, { id: application.id, kind: 'mark' })}
                label={t('mark')}
              />
            ) : null}
          </div>
          {application.products.some((product) => product.epdId) ? (
            <ul className="mt-2 space-y-1" aria-label={t('publishedProducts')}>
              {application.products.map((product) =>
                product.epdId ? (
                  <li key={product.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="text-ink">
                      {product.productName}
                      {product.epdRegistrationNumber ? (
                        <span className="ml-2 text-ink-muted">{product.epdRegistrationNumber}</span>
                      ) : null}
                    </span>
                    <Link
                      href={`/app/epd/${encodeURIComponent(product.epdId)}`}
                      className="font-medium text-steel-700 underline-offset-4 hover:text-leaf-700 hover:underline"
                    >
                      {t('productPage')}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
        </div>
      ) : null}

      {open && !loaded ? <OpeningNotice failed={dialogs.failed} onClose={() => setOpen(null)} /> : null}
      {open === 'details' && loaded ? (
        <loaded.MineDetailsDialog application={application} onOpenChange={close} />
      ) : null}
      {open === 'quote' && loaded ? (
        <loaded.MineQuoteDialog application={application} onOpenChange={close} />
      ) : null}
      {open === 'contract' && loaded ? (
        <loaded.MineContractDialog application={application} onOpenChange={close} />
      ) : null}
      {open === 'correction' && loaded ? (
        <loaded.MineCorrectionDialog application={application} onOpenChange={close} />
      ) : null}
    </article>
  );
}
