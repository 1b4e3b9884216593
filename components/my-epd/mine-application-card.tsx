'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import type { ApplicationDto } from '@/lib/my-epd/schemas';
import * as myEpdApi from '@/lib/my-epd/addresses';
import { fileUrl } from '@/lib/bff/file-url';
import {
  applicationActions,
  contractStage,
  isPublished,
  lcaCheckStage,
  nextStep,
  quoteStage,
  type NextStep,
} from '@/lib/my-epd/statuses';
import { formatChinaDate } from '@/lib/content/china-time';
import { Link } from '@/lib/i18n/navigation';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';
import { MineTimeline } from './mine-timeline';
import { PlatformNote } from './mine-platform-note';

const loadDialogs = () => import('./mine-dialogs');

type OpenDialog = 'details' | 'quote' | 'contract' | 'correction' | null;

/** The steps the card says in words; a correction asked for has its own banner, a published card its files. */
type SaidStep = Exclude<NextStep, 'correctLca' | 'published'>;
const said = (step: NextStep): step is SaidStep => step !== 'correctLca' && step !== 'published';

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
  // "Confirm data change" answered here: the platform's status 0 alone does not say a correction came before.
  const [correctionSent, setCorrectionSent] = useState(false);
  const actions = applicationActions(application);
  const lcaCheck = lcaCheckStage({
    ...application,
    correctionNoted: Boolean(application.lcaCorrectionNote),
    sentHere: correctionSent,
  });
  const step = nextStep({ ...application, lcaCheck });
  const published = isPublished(application.publishStatus);
  const quote = quoteStage(application.quoteStatus);
  const contract = contractStage(application.contractStatus);
  const title = application.productName ?? t('untitled');
  const close = (next: boolean) => !next && setOpen(null);
  const dialogs = useLoaded(loadDialogs, open !== null);
  const loaded = dialogs.module;
  const unavailable = (part: ApplicationDto['unavailable'][number]) => application.unavailable.includes(part);

  return (
    <article
      id={`application-${application.id}`}
      aria-label={title}
      className="scroll-mt-24 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
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
                {application.applyTime ? formatChinaDate(application.applyTime, locale) : '—'}
              </dd>
            </div>
            {published && application.publishTime ? (
              <div className="flex gap-2">
                <dt>{t('publishedOn')}</dt>
                <dd className="text-ink">{formatChinaDate(application.publishTime, locale)}</dd>
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

      {said(step) && !unavailable('quote') && !unavailable('contract') ? (
        <p className="mt-3 text-sm text-ink" data-testid="next-step" data-step={step}>
          {t(`next.${step}`)}
        </p>
      ) : null}
      {actions.replaceFiles ? (
        <div
          role="status"
          className="mt-3 rounded-lg border border-warning-600/30 bg-warning-50 p-4 text-sm text-ink"
        >
          <p className="font-medium">{t('correctionRequested')}</p>
          {application.lcaCorrectionNote ? <PlatformNote html={application.lcaCorrectionNote} /> : null}
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2" data-testid="card-actions">
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

      <MineTimeline application={application} type={type} />

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
        <loaded.MineCorrectionDialog
          application={application}
          onOpenChange={close}
          onSent={() => setCorrectionSent(true)}
        />
      ) : null}
    </article>
  );
}
