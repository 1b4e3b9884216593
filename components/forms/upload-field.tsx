'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@/components/ui/cn';
import { RequiredMark } from '@/components/ui/form-field';
import { sendUpload } from '@/lib/bff/upload';
import { errorWords } from '@/lib/bff/error-words';
import type { UploadedFile } from '@/lib/uploads/schemas';
import {
  checkUpload,
  checkUploadEnd,
  TAIL_BYTES,
  UPLOAD_POLICIES,
  uploadRefusalCode,
  type StandardPdfNames,
  type UploadKind,
} from '@/lib/uploads/upload-policy';
import { useFieldError } from './use-field-error';
import { useRequiredMark } from './required-fields';
import { QueryProvider } from '@/components/ui/query-provider';
import * as uploadApi from '@/lib/uploads/addresses';

const NO_NAMES: StandardPdfNames = [];

export function UploadField<T extends FieldValues>(props: ComponentProps<typeof UploadFieldReading<T>>) {
  return (
    <QueryProvider>
      <UploadFieldReading {...props} />
    </QueryProvider>
  );
}

/** The one upload control: checks the file against its policy in the browser (the BFF checks again),
 *  uploads with progress, and keeps `{id, fileName, size}` in the form field. */
function UploadFieldReading<T extends FieldValues>({
  control,
  name,
  kind,
  businessType,
  label,
  hint,
  standardPdfNames = NO_NAMES,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  kind: UploadKind;
  businessType: string;
  label: string;
  hint?: string;
  /** The standard PDF's names a `standardPdf` kind takes besides its extensions (lib/uploads/upload-policy.ts). */
  standardPdfNames?: StandardPdfNames;
}) {
  const t = useTranslations('uploads');
  const te = useTranslations('errors');
  // Browser-side refusals use the BFF's words for the same codes.
  const tRefusal = useTranslations('errors.bff');
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { field } = useController({ control, name });
  const fieldError = useFieldError(control, name);
  const mark = useRequiredMark(control, name);
  const uploaded = field.value as UploadedFile | null | undefined;
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // A refusal of the chosen file shows until the next submit; then the form's own field error does.
  const { submitCount } = useFormState({ control });
  const [refusal, setRefusalState] = useState<{ text: string; submits: number } | null>(null);
  const setRefusal = (text: string | null) =>
    setRefusalState(text === null ? null : { text, submits: submitCount });
  const policy = UPLOAD_POLICIES[kind];

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: async (file: File) =>
      sendUpload(uploadApi.upload, { kind, businessType, file }, { locale, onUploadProgress: setProgress }),
    onSuccess: (answer, file) => {
      field.onChange(answer);
      if (file.type.startsWith('image/')) setPreview(URL.createObjectURL(file));
    },
    onError: (error) => setRefusal(errorWords(error, te)),
  });

  async function onFile(file: File | undefined) {
    if (!file) return;
    setRefusal(null);
    setProgress(0);
    // Checked by first and last bytes as the BFF does; a workbook by its ZIP directory at the end.
    const head = new Uint8Array(await (policy.wholeFile ? file : file.slice(0, 16)).arrayBuffer());
    const tail = policy.wholeFile
      ? head
      : new Uint8Array(await file.slice(Math.max(0, file.size - TAIL_BYTES)).arrayBuffer());
    const problem =
      checkUpload(kind, { name: file.name, size: file.size, head, type: file.type }, standardPdfNames) ??
      checkUploadEnd(kind, { name: file.name, size: file.size, tail }, standardPdfNames);
    if (problem) return setRefusal(tRefusal(uploadRefusalCode(kind, problem)));
    upload.mutate(file);
  }

  const busy = upload.isPending;
  const shown = refusal && refusal.submits === submitCount ? refusal.text : fieldError;
  return (
    // Laid out by its own width (a container query), not the window's.
    <div className="@container space-y-1.5">
      <div className="text-sm font-medium text-steel-900">
        <label htmlFor={id}>{label}</label>
        {mark.required ? <RequiredMark title={mark.requiredTitle} /> : null}
      </div>
      <div
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3 @sm:flex-nowrap @sm:gap-4',
          shown ? 'border-danger-600' : 'border-line',
        )}
      >
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-steel-50 text-ink-subtle @sm:size-16">
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:), not an asset
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path d="M12 16V4M7 9l5-5 5 5M4 20h16" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
        </div>
        <div className="min-w-0 flex-1 text-sm">
          {/* Announced when the chosen file arrives or goes. */}
          <p id={`${id}-file`} aria-live="polite" className="line-clamp-2 font-medium wrap-anywhere text-ink">
            {uploaded ? <bdi>{uploaded.fileName}</bdi> : t('none')}
          </p>
          {busy ? (
            <div className="mt-1.5 space-y-1">
              <progress
                className="upload-progress h-1.5 w-full"
                max={100}
                value={Math.round(progress * 100)}
                aria-label={t('uploading')}
              />
              <p className="text-xs text-ink-subtle">
                {t('uploadingPercent', { percent: Math.round(progress * 100) })}
              </p>
            </div>
          ) : (
            <p id={`${id}-rules`} className="text-xs text-ink-subtle">
              {hint ??
                t('rules', {
                  types: policy.extensions.map((extension) => extension.toUpperCase()).join(', '),
                  mb: Math.round(policy.maxBytes / 1048576),
                })}
            </p>
          )}
        </div>
        {/* The one control keyboard and screen-reader users meet (the file input is hidden): its own name,
            so the label still names the file input alone, described by the file, rules and refusal. */}
        <button
          ref={(element) => field.ref(element)}
          type="button"
          onClick={() => inputRef.current?.click()}
          onBlur={field.onBlur}
          disabled={busy}
          aria-label={`${label} ${uploaded ? t('replace') : t('choose')}`}
          aria-describedby={[`${id}-file`, busy ? null : `${id}-rules`, shown ? `${id}-error` : null]
            .filter(Boolean)
            .join(' ')}
          className="w-full shrink-0 rounded-md border border-line px-3 py-1.5 text-sm font-medium text-steel-700 hover:border-steel-500 @xs:w-auto"
        >
          {uploaded ? t('replace') : t('choose')}
        </button>
        <input
          ref={inputRef}
          id={id}
          name={field.name}
          type="file"
          hidden
          tabIndex={-1}
          accept={[
            ...policy.extensions.map((ext) => `.${ext}`),
            ...(policy.types ?? []),
            ...(policy.standardPdf && standardPdfNames.length > 0 ? ['.pdf'] : []),
          ].join(',')}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger-600">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
