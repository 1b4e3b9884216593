'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import type { ApplicationDto } from '@/lib/my-epd/schemas';
import { PRODUCT_FILE_FIELDS } from '@/lib/my-epd/dto';
import * as myEpdApi from '@/lib/my-epd/addresses';
import { fileUrl } from '@/lib/bff/file-url';
import { invalidateMine, mineQueries } from '@/lib/my-epd/queries';
import { applicationActions, contractStage, quoteStage } from '@/lib/my-epd/statuses';
import { callEndpoint } from '@/lib/bff/client';
import { formatChinaDate, formatChinaDateTime } from '@/lib/content/china-time';

import { MineCorrectionForms, type SendChosenFiles } from './mine-correction';
import { fileLabel } from './mine-file-label';
import { MineFileOpen } from './mine-file-open';
import { useErrorWords } from '@/lib/bff/error-words';
import { PlatformNote } from './mine-platform-note';

type DialogProps = { application: ApplicationDto; onOpenChange: (open: boolean) => void };

function Row({
  label,
  stacked = false,
  children,
}: {
  label: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex gap-x-4 gap-y-0.5 border-b border-line py-2 text-sm last:border-b-0',
        stacked ? 'flex-col' : 'flex-wrap justify-between',
      )}
    >
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

type Answer = 'confirm' | 'refuse';

/** One call at a time: a double tap arrives before the button is disabled. `settled` runs once the call ends. */
function useOneAtATime<T>(
  mutate: (value: T, options: { onSettled: () => void }) => void,
): (value: T, settled?: () => void) => void {
  const running = useRef(false);
  return (value, settled) => {
    if (running.current) return;
    running.current = true;
    mutate(value, {
      onSettled: () => {
        running.current = false;
        settled?.();
      },
    });
  };
}

type ConfirmWords = { title: string; body: string; yes: string; summary?: ReactNode };

/** Confirming binds the company (business.md 4): a second step says what it means and asks once. */
function ConfirmStep({
  words,
  pending,
  onConfirm,
  onCancel,
}: {
  words: ConfirmWords;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('mineEpd');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={words.title}
      description={words.body}
      width="sm"
    >
      {words.summary ? (
        <div className="mb-4 rounded-lg bg-canvas px-3 py-2 text-sm">{words.summary}</div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} disabled={pending} onClick={onCancel}>
          {t('confirmKeep')}
        </button>
        <button type="button" className={buttonClass('green')} disabled={pending} onClick={onConfirm}>
          {words.yes}
        </button>
      </div>
    </Dialog>
  );
}

/** Confirming opens a second step that says what it binds; declining asks once more, as it cannot be taken back. */
function AnswerButtons({
  onAnswer,
  pending,
  refuseQuestion,
  confirmWords,
}: {
  onAnswer: (answer: Answer, settled?: () => void) => void;
  pending: boolean;
  refuseQuestion: string;
  confirmWords: ConfirmWords;
}) {
  const t = useTranslations('mineEpd');
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [first, second] = asking
    ? ([
        { label: t('refuseKeep'), variant: 'secondary', onClick: () => setAsking(false) },
        { label: t('refuseYes'), variant: 'danger', onClick: () => onAnswer('refuse') },
      ] as const)
    : ([
        { label: t('refuse'), variant: 'secondary', onClick: () => setAsking(true) },
        { label: t('confirm'), variant: 'primary', onClick: () => setConfirming(true) },
      ] as const);
  return (
    <div
      role={asking ? 'group' : undefined}
      aria-label={asking ? t('refuse') : undefined}
      className={cn('mt-5', asking && 'rounded-lg border border-line bg-canvas p-4')}
    >
      {asking ? <p className="mb-3 text-sm text-ink">{refuseQuestion}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {[first, second].map((button, index) => (
          <button
            key={index}
            type="button"
            className={buttonClass(button.variant)}
            disabled={pending}
            onClick={button.onClick}
          >
            {button.label}
          </button>
        ))}
      </div>
      {confirming ? (
        <ConfirmStep
          words={confirmWords}
          pending={pending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => onAnswer('confirm', () => setConfirming(false))}
        />
      ) : null}
    </div>
  );
}

function AnswerError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mt-5 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-600">
      {error}
    </p>
  ) : null;
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
            <section
              key={product.id}
              aria-label={product.productName ?? undefined}
              className="rounded-lg border border-line p-4"
            >
              <h3 className="font-semibold text-steel-900">{product.productName}</h3>
              <dl className="mt-2">
                <Row label={t('type')}>{product.productType}</Row>
                {product.pcrNumber ? <Row label={t('pcr')}>{product.pcrNumber}</Row> : null}
                {product.technologyName ? <Row label={t('technology')}>{product.technologyName}</Row> : null}
                {product.epdRegistrationNumber ? (
                  <Row label={t('registrationNumber')}>{product.epdRegistrationNumber}</Row>
                ) : null}
                {PRODUCT_FILE_FIELDS.map((field) => {
                  const file = product.files.find((entry) => entry.field === field);
                  const role = fileLabel(t, field, product.productType);
                  return (
                    <Row key={field} label={role} stacked>
                      {file ? (
                        <span className="flex flex-wrap items-baseline gap-x-3">
                          <MineFileOpen
                            applicationId={application.id}
                            productId={product.id}
                            field={field}
                            role={role}
                            name={file.fileName ?? t('fileOnRecord')}
                          />
                          {file.uploadDate ? (
                            <time
                              dateTime={file.uploadDate.slice(0, 10)}
                              className="whitespace-nowrap text-ink-subtle"
                            >
                              {formatChinaDate(file.uploadDate, locale)}
                            </time>
                          ) : null}
                        </span>
                      ) : (
                        <span className="text-ink-subtle">{t('fileNone')}</span>
                      )}
                    </Row>
                  );
                })}
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

export function MineQuoteDialog({ application, onOpenChange }: DialogProps) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const wordsOf = useErrorWords();
  const toast = useToast();
  const quote = useQuery(mineQueries.quote(locale, application.id));
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (value: Answer) =>
      callEndpoint(myEpdApi.answerQuote, { id: application.id, answer: value }, { locale }),
    onMutate: () => setError(null),
    onSuccess: (_, value) => toast(t(`answered.quote.${value}`), { tone: 'success' }),
    onError: (failure) => setError(wordsOf(failure)),
    // Either way re-read: the quote's buttons show only while it awaits an answer.
    onSettled: () => invalidateMine(queryClient),
  });
  const answerOnce = useOneAtATime(answer.mutate);
  const data = quote.data;
  const stage = quoteStage(data?.status);
  const actions = applicationActions({
    ...application,
    quoteStatus: data?.status ?? application.quoteStatus,
  });
  const money = new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', {
    style: 'currency',
    currency: data?.currency ?? 'CNY',
  });
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
              {data.quoteTime ? (
                <Row label={t('quoteTime')}>{formatChinaDateTime(data.quoteTime, locale)}</Row>
              ) : null}
              {data.answerTime ? (
                <Row label={t('answerTime')}>{formatChinaDateTime(data.answerTime, locale)}</Row>
              ) : null}
            </dl>
            {data.hasPdf ? (
              <p className="mt-4">
                <ProtectedDownload
                  signedIn
                  variant="link"
                  href={fileUrl(myEpdApi.download, { id: application.id, kind: 'quote' })}
                  label={t('quotePdf')}
                />
              </p>
            ) : null}
            <AnswerError error={error} />
            {actions.confirmQuote ? (
              <AnswerButtons
                pending={answer.isPending}
                refuseQuestion={t('refuseQuoteQuestion')}
                onAnswer={answerOnce}
                confirmWords={{
                  title: t('confirmQuoteTitle'),
                  body: t('confirmQuoteBody'),
                  yes: t('confirmQuoteYes'),
                  summary: (
                    <dl>
                      {data.quoteNumber ? <Row label={t('quoteNumber')}>{data.quoteNumber}</Row> : null}
                      {data.amount !== null ? (
                        <Row label={t('amount')}>{money.format(data.amount)}</Row>
                      ) : null}
                    </dl>
                  ),
                }}
              />
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
  const toast = useToast();
  const contract = useQuery(mineQueries.contract(locale, application.id));
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (value: Answer) =>
      callEndpoint(
        myEpdApi.answerContract,
        { id: application.id, contractId: contract.data?.id ?? '', answer: value },
        { locale },
      ),
    onMutate: () => setError(null),
    onSuccess: (_, value) => toast(t(`answered.contract.${value}`), { tone: 'success' }),
    onError: (failure) => setError(wordsOf(failure)),
    onSettled: () => invalidateMine(queryClient),
  });
  const answerOnce = useOneAtATime(answer.mutate);
  const data = contract.data;
  const stage = contractStage(data?.status);
  const actions = applicationActions({
    ...application,
    contractStatus: data?.status ?? application.contractStatus,
  });
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('contractTitle')}>
      {data ? (
        <>
          <dl>
            <Row label={t('status')}>{t(`contractStage.${stage}`)}</Row>
            {data.contractNumber ? <Row label={t('contractNumber')}>{data.contractNumber}</Row> : null}
            {data.sendTime ? (
              <Row label={t('sendTime')}>{formatChinaDateTime(data.sendTime, locale)}</Row>
            ) : null}
            {data.answerTime ? (
              <Row label={t('answerTime')}>{formatChinaDateTime(data.answerTime, locale)}</Row>
            ) : null}
          </dl>
          {actions.contractAttachment && data.hasAttachment ? (
            <p className="mt-4">
              <ProtectedDownload
                signedIn
                variant="link"
                href={fileUrl(myEpdApi.download, { id: application.id, kind: 'contract' })}
                label={t('contractPdf', { name: data.attachmentName ?? '' })}
              />
            </p>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">{t('noContract')}</p>
          )}
          <AnswerError error={error} />
          {actions.confirmContract && data.id ? (
            <AnswerButtons
              pending={answer.isPending}
              refuseQuestion={t('refuseContractQuestion')}
              onAnswer={answerOnce}
              confirmWords={{
                title: t('confirmContractTitle'),
                body: t('confirmContractBody'),
                yes: t('confirmContractYes'),
                summary: data.contractNumber ? (
                  <dl>
                    <Row label={t('contractNumber')}>{data.contractNumber}</Row>
                  </dl>
                ) : undefined,
              }}
            />
          ) : null}
        </>
      ) : (
        <Loading error={contract.error} onRetry={() => void contract.refetch()} />
      )}
    </Dialog>
  );
}

class FilesNotSent extends Error {}

export function MineCorrectionDialog({
  application,
  onOpenChange,
  onSent,
}: DialogProps & { onSent: () => void }) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const wordsOf = useErrorWords();
  const toast = useToast();
  const products = useQuery(mineQueries.products(locale, application.id));
  const [error, setError] = useState<string | null>(null);
  // "Confirm data change" first sends the files chosen in every product's form, so none is left behind.
  const senders = useRef(new Map<string, SendChosenFiles>());
  const register = useCallback((productId: string, send: SendChosenFiles | null) => {
    if (send) senders.current.set(productId, send);
    else senders.current.delete(productId);
  }, []);
  const confirm = useMutation({
    mutationFn: async () => {
      for (const send of senders.current.values()) {
        if (!(await send())) throw new FilesNotSent();
      }
      await callEndpoint(myEpdApi.confirmDataChange, { id: application.id }, { locale });
    },
    onMutate: () => setError(null),
    onSuccess: () => {
      onSent();
      toast(t('dataChangeConfirmed'), { tone: 'success' });
      onOpenChange(false);
    },
    onError: (failure) => setError(failure instanceof FilesNotSent ? t('filesNotSent') : wordsOf(failure)),
    onSettled: () => invalidateMine(queryClient),
  });
  const confirmOnce = useOneAtATime<void>((_, options) => confirm.mutate(undefined, options));
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('correctionTitle')}
      description={t('correctionLead')}
      width="lg"
    >
      {application.lcaCorrectionNote ? (
        // The platform's reason, repeated where the files are chosen (sanitised on the server).
        <section
          aria-label={t('correctionReason')}
          className="mb-4 rounded-lg border border-warning-600/30 bg-warning-50 p-4 text-sm text-ink"
        >
          <h3 className="font-medium">{t('correctionReason')}</h3>
          <PlatformNote html={application.lcaCorrectionNote} />
        </section>
      ) : null}
      {products.data ? (
        <>
          <MineCorrectionForms applicationId={application.id} products={products.data} register={register} />
          {error ? (
            <p role="alert" className="mt-4 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-600">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end">
            <button
              type="button"
              className={buttonClass('green')}
              disabled={confirm.isPending}
              onClick={() => confirmOnce()}
            >
              {confirm.isPending ? t('sendingDataChange') : t('confirmDataChange')}
            </button>
          </div>
        </>
      ) : (
        <Loading error={products.error} onRetry={() => void products.refetch()} />
      )}
    </Dialog>
  );
}
