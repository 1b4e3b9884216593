'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useBff } from './use-bff';
import { checkUpload, UPLOAD_POLICIES, uploadRefusalCode, type UploadKind } from '@/lib/uploads/upload-policy';
import { cn } from './cn';

type Uploaded = { id: string; fileName: string; size: number };

/**
 * The one upload control: checks the file against its policy in the browser (the BFF checks again
 * on the bytes it receives), uploads it through /api/uploads/{kind}, and hands the attachment id to
 * the form. Images get a preview.
 */
export function FileUploadField({
  kind,
  businessType,
  label,
  hint,
  error,
  onUploaded,
}: {
  kind: UploadKind;
  businessType: string;
  label: string;
  hint?: string;
  error?: string;
  onUploaded: (attachmentId: string) => void;
}) {
  const t = useTranslations('uploads');
  const te = useTranslations('errors');
  const id = useId();
  const bff = useBff();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const policy = UPLOAD_POLICIES[kind];

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setRefusal(null);
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const problem = checkUpload(kind, { name: file.name, size: file.size, head });
    if (problem) {
      setRefusal(te(`bff.${uploadRefusalCode(kind, problem)}` as never));
      return;
    }
    setBusy(true);
    const body = new FormData();
    body.set('file', file);
    body.set('businessType', businessType);
    const answer = await bff<Uploaded>(`/api/uploads/${kind}`, body);
    setBusy(false);
    if (!answer.ok) {
      setRefusal(answer.error.message);
      return;
    }
    setUploaded(answer.data);
    if (file.type.startsWith('image/')) setPreview(URL.createObjectURL(file));
    onUploaded(answer.data.id);
  }

  const shown = refusal ?? error;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-steel-900">
        {label}
      </label>
      <div className={cn('flex items-center gap-4 rounded-lg border border-dashed p-3', shown ? 'border-danger-600' : 'border-line')}>
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-steel-50 text-ink-subtle">
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:), not an asset
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M12 16V4M7 9l5-5 5 5M4 20h16" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
        </div>
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-medium text-ink">{uploaded ? uploaded.fileName : t('none')}</p>
          <p className="text-xs text-ink-subtle">{busy ? t('uploading') : hint ?? t('rules', { types: policy.extensions.join(', '), mb: Math.round(policy.maxBytes / 1048576) })}</p>
        </div>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={busy}
          className="shrink-0 rounded-md border border-line px-3 py-1.5 text-sm font-medium text-steel-700 hover:border-steel-500"
        >
          {uploaded ? t('replace') : t('choose')}
        </button>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="sr-only"
          accept={policy.extensions.map((ext) => `.${ext}`).join(',')}
          aria-invalid={Boolean(shown)}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {shown ? (
        <p role="alert" className="text-xs font-medium text-danger-600">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
