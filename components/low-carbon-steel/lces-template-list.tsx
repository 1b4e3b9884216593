import { getTranslations } from 'next-intl/server';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import type { LcesTemplate } from '@/lib/low-carbon-steel/schemas';
import * as lcesApi from '@/lib/low-carbon-steel/addresses';
import { fileUrl } from '@/lib/bff/file-url';

/** LCES_MODEL_DOWNLOAD's templates, plain links streamed through the BFF (`p/template/download/{file}`). */
export async function LcesTemplateList({ templates }: { templates: LcesTemplate[] | null }) {
  const t = await getTranslations('lowCarbonApplication.templates');
  return (
    <section
      aria-labelledby="lces-templates-title"
      className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id="lces-templates-title" className="text-base font-semibold text-steel-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('lead')}</p>
      {templates === null ? (
        <p role="alert" className="mt-3 text-sm text-danger-600">
          {t('unavailable')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="lces-templates">
          {templates.map((template) => (
            <li
              key={template.code}
              className="flex flex-col justify-between gap-3 rounded-lg border border-line p-4"
            >
              <div className="min-w-0">
                <p className="font-medium text-steel-900">{template.name}</p>
                <p className="mt-1 break-all text-xs text-ink-muted">{template.file}</p>
              </div>
              <ProtectedDownload
                signedIn
                variant="link"
                href={fileUrl(lcesApi.template, { file: template.file })}
                label={t('download', { name: template.name })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
