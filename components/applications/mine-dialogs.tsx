'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import type { ApplicationDto } from '@/lib/applications/mine-dto';
import { downloadUrl, mineEndpoints } from '@/lib/applications/mine-endpoints';
import { invalidateMine, mineQueries } from '@/lib/applications/mine-queries';
import { applicationActions, contractStage, declarationType, quoteStage } from '@/lib/applications/statuses';
import { callEndpoint } from '@/lib/bff/client';
import { MineCorrectionForms } from './mine-correction';
import { useErrorWords } from './mine-error-words';

type DialogProps = { application: ApplicationDto; onOpenChange: (open: boolean) => void };

/**
 * A label and its value: on one line while both fit, the value on the right. A `stacked` row (a
 * file's name, often long) puts the value under its label, read from the left.
 */
function Row({ label, stacked = false, children }: { label: string; stacked?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex gap-x-4 gap-y-0.5 border-b border-line py-2 text-sm last:border-b-0', stacked ? 'flex-col' : 'flex-wrap justify-between')}>
      <dt className="text-ink-muted">{label}</dt>
      <dd className={cn('wrap-anywhere text-ink', !stacked && 'text-right')}>{children}</dd>
    </div>
  );
}

function Loading({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('mineEpd');
  const wordsOf = useErrorWords();
  if (!error) return <p className="text-sm text-ink-muted">{t('loading')}</p>;
  return (
    <div role="alert" className="text-sm text-danger-600">
      <p>{wordsOf(error)}</p>
      <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** Confirm / refuse with the server's refusal in words; both buttons come back after a failure. */
function AnswerButtons({ onAnswer, pending, error }: { onAnswer: (answer: 'confirm' | 'refuse') => void; pending: boolean; error: string | null }) {
  const t = useTranslations('mineEpd');
  return (
    <div className="mt-5">
      {error ? (
        <p role="alert" className="mb-3 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} disabled={pending} onClick={() => onAnswer('refuse')}>
          {t('refuse')}
        </button>
        <button type="button" className={buttonClass('primary')} disabled={pending} onClick={() => onAnswer('confirm')}>
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}

export function MineDetailsDialog({ application, onOpenChange }: DialogProps) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const products = useQuery(mineQueries.products(locale, application.id));
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('detailsTitle')} width="lg">
      {products.data ? (
        <div className="space-y-5">
          {products.data.map((product) => (
            <section key={product.id} aria-label={product.productName ?? undefined} className="rounded-lg border border-line p-4">
              <h3 className="font-semibold text-steel-900">{product.productName}</h3>
              <dl className="mt-2">
                <Row label={t('type')}>{product.productType}</Row>
                <Row label={t('pcr')}>{product.pcrNumber}</Row>
                {product.technologyName ? <Row label={t('technology')}>{product.technologyName}</Row> : null}
                {product.epdRegistrationNumber ? <Row label={t('registrationNumber')}>{product.epdRegistrationNumber}</Row> : null}
                {product.files.map((file) => (
                  <Row key={file.field} label={fileLabel(t, file.field, product.productType)} stacked>
                    <span className="flex flex-wrap items-baseline gap-x-2">
                      <span className="min-w-0">{file.fileName}</span>
                      {/* A date is never broken: at 390 px `2026-11-26` fell apart as `2026-11-2 / 6`. */}
                      {file.uploadDate ? (
                        <time dateTime={file.uploadDate.slice(0, 10)} className="whitespace-nowrap text-ink-subtle">
                          {file.uploadDate.slice(0, 10)}
                        </time>
                      ) : null}
                    </span>
                  </Row>
                ))}
              </dl>
            </section>
          ))}
        </div>
      ) : (
        <Loading error={products.error} onRetry={() => void products.refetch()} />
      )}
    </Dialog>
  );
}

/** A file's name in an application, in the words of its declaration type (a CFP's report is not an EPD's). */
export function fileLabel(t: ReturnType<typeof useTranslations<'mineEpd'>>, field: string, productType: string | null): string {
  const type = declarationType(productType);
  switch (field) {
    case 'lcaAttachmentCn':
      return t('file.lca');
    case 'dataAttachment':
      return t('file.data');
    case 'epdAttachmentTest':
      return t('file.epdTest', { type });
    case 'epdAttachmentCn':
      return t('file.epdCn', { type });
    case 'epdAttachmentEn':
      return t('file.epdEn', { type });
    default:
      return t('file.other');
  }
}

export function MineQuoteDialog({ application, onOpenChange }: DialogProps) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const wordsOf = useErrorWords();
  const quote = useQuery(mineQueries.quote(locale, application.id));
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (value: 'confirm' | 'refuse') => callEndpoint(mineEndpoints.answerQuote, { id: application.id, answer: value }, { locale }),
    onMutate: () => setError(null),
    onSuccess: () => invalidateMine(queryClient),
    onError: (failure) => {
      setError(wordsOf(failure));
      // The platform may have changed the quote meanwhile: show it as it is now.
      void invalidateMine(queryClient);
    },
  });
  const data = quote.data;
  const stage = quoteStage(data?.status);
  const actions = applicationActions({ ...application, quoteStatus: data?.status ?? application.quoteStatus });
  const money = new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', { style: 'currency', currency: data?.currency ?? 'CNY' });
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('quoteTitle')}>
      {data ? (
        stage === 'none' ? (
          <p className="text-sm text-ink-muted">{t('noQuote')}</p>
        ) : (
          <>
            <dl>
              <Row label={t('status')}>{t(`quoteStage.${stage}`)}</Row>
              {data.quoteNumber ? <Row label={t('quoteNumber')}>{data.quoteNumber}</Row> : null}
              {data.amount !== null ? <Row label={t('amount')}>{money.format(data.amount)}</Row> : null}
              {data.quoteTime ? <Row label={t('quoteTime')}>{data.quoteTime}</Row> : null}
              {data.answerTime ? <Row label={t('answerTime')}>{data.answerTime}</Row> : null}
            </dl>
            {data.hasPdf ? (
              <p className="mt-4">
                <ProtectedDownload signedIn variant="link" href={downloadUrl(application.id, 'quote')} label={t('quotePdf')} />
              </p>
            ) : null}
            {actions.confirmQuote || error ? (
              <AnswerButtons pending={answer.isPending} error={error} onAnswer={(value) => answer.mutate(value)} />
            ) : null}
          </>
        )
      ) : (
        <Loading error={quote.error} onRetry={() => void quote.refetch()} />
      )}
    </Dialog>
  );
}

export function MineContractDialog({ application, onOpenChange }: DialogProps) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const wordsOf = useErrorWords();
  const contract = useQuery(mineQueries.contract(locale, application.id));
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (value: 'confirm' | 'refuse') =>
      callEndpoint(mineEndpoints.answerContract, { id: application.id, contractId: contract.data?.id ?? '', answer: value }, { locale }),
    onMutate: () => setError(null),
    onSuccess: () => invalidateMine(queryClient),
    onError: (failure) => {
      setError(wordsOf(failure));
      void invalidateMine(queryClient);
    },
  });
  const data = contract.data;
  const stage = contractStage(data?.status);
  const actions = applicationActions({ ...application, contractStatus: data?.status ?? application.contractStatus });
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('contractTitle')}>
      {data ? (
        <>
          <dl>
            <Row label={t('status')}>{t(`contractStage.${stage}`)}</Row>
            {data.contractNumber ? <Row label={t('contractNumber')}>{data.contractNumber}</Row> : null}
            {data.sendTime ? <Row label={t('sendTime')}>{data.sendTime}</Row> : null}
            {data.answerTime ? <Row label={t('answerTime')}>{data.answerTime}</Row> : null}
          </dl>
          {actions.contractAttachment && data.hasAttachment ? (
            // The attachment's name can be long: a link that wraps, not a one-line button (it ran out of the dialog at 390 px).
            <p className="mt-4">
              <ProtectedDownload signedIn variant="link" href={downloadUrl(application.id, 'contract')} label={t('contractPdf', { name: data.attachmentName ?? '' })} />
            </p>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">{t('noContract')}</p>
          )}
          {(actions.confirmContract && data.id) || error ? (
            <AnswerButtons pending={answer.isPending} error={error} onAnswer={(value) => answer.mutate(value)} />
          ) : null}
        </>
      ) : (
        <Loading error={contract.error} onRetry={() => void contract.refetch()} />
      )}
    </Dialog>
  );
}

export function MineCorrectionDialog({ application, onOpenChange }: DialogProps) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const wordsOf = useErrorWords();
  const products = useQuery(mineQueries.products(locale, application.id));
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: () => callEndpoint(mineEndpoints.confirmDataChange, { id: application.id }, { locale }),
    onMutate: () => setError(null),
    onSuccess: async () => {
      await invalidateMine(queryClient);
      onOpenChange(false);
    },
    onError: (failure) => setError(wordsOf(failure)),
  });
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('correctionTitle')} description={t('correctionLead')} width="lg">
      {products.data ? (
        <>
          <MineCorrectionForms applicationId={application.id} products={products.data} />
          {error ? (
            <p role="alert" className="mt-4 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-600">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end">
            <button type="button" className={buttonClass('green')} disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {t('confirmDataChange')}
            </button>
          </div>
        </>
      ) : (
        <Loading error={products.error} onRetry={() => void products.refetch()} />
      )}
    </Dialog>
  );
}
