import { getTranslations } from 'next-intl/server';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import { isApplyTemplateCode, type ApplyTemplate } from '@/lib/applications/dto';
import * as applicationApi from '@/lib/applications/addresses';
import { fileUrl } from '@/lib/bff/file-url';

/** The application templates, downloaded through the BFF: cards on /Epd, one line each (`compact`) above the form. */
export async function ApplyTemplateList({
  templates,
  compact = false,
}: {
  templates: ApplyTemplate[] | null;
  compact?: boolean;
}) {
  const t = await getTranslations('epdService.templates');
  if (!templates) return <p className="text-sm text-danger-600">{t('unavailable')}</p>;
  const href = (template: ApplyTemplate) => fileUrl(applicationApi.template, { code: template.code });
  // The spec's template item is {code, attachmentId}: without a name, the code's own.
  const nameOf = (template: ApplyTemplate) =>
    template.name ?? (isApplyTemplateCode(template.code) ? t(`names.${template.code}`) : template.code);
  if (compact) {
    return (
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6" data-testid="apply-templates">
        {templates.map((template) => (
          <li key={template.code}>
            <ProtectedDownload
              signedIn
              variant="link"
              href={href(template)}
              label={t('download', { name: nameOf(template) })}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-3" data-testid="apply-templates">
      {templates.map((template) => (
        <li
          key={template.code}
          className="flex flex-col justify-between gap-3 rounded-lg border border-line bg-surface p-4"
        >
          <div className="min-w-0">
            <p className="font-medium text-steel-900">{nameOf(template)}</p>
            {template.fileName ? (
              <p dir="auto" className="mt-1 break-all text-xs text-ink-muted">
                {template.fileName}
              </p>
            ) : null}
            {template.version ? (
              <p className="mt-1 text-xs text-ink-muted">{t('version', { version: template.version })}</p>
            ) : null}
          </div>
          <ProtectedDownload
            signedIn
            variant="link"
            href={href(template)}
            label={t('download', { name: nameOf(template) })}
          />
        </li>
      ))}
    </ul>
  );
}
