import { getTranslations } from 'next-intl/server';
import { FileIcon } from '@/components/downloads/file-icon';
import type { NoticeAttachment } from '@/lib/content/notices';

/** The files of a notice, each a download anyone may take (business.md 2.2). */
export async function NoticeAttachments({ attachments }: { attachments: NoticeAttachment[] }) {
  const t = await getTranslations('notices');
  if (attachments.length === 0) return null;
  return (
    <section
      aria-labelledby="notice-attachments-title"
      className="mt-8 rounded-lg border border-line bg-canvas p-4 sm:p-5"
    >
      <h2 id="notice-attachments-title" className="text-base font-semibold text-steel-900">
        {t('attachments', { count: attachments.length })}
      </h2>
      <ul className="mt-3 space-y-2">
        {attachments.map((file) => (
          <li key={file.id}>
            <a
              href={file.url}
              download
              className="group flex items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 text-sm transition hover:border-steel-500"
            >
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-md bg-ember-100 text-[11px] font-semibold text-ember-700"
                aria-hidden="true"
              >
                {fileExtension(file.name)}
              </span>
              <span
                dir="auto"
                className="min-w-0 flex-1 font-medium break-words text-steel-800 group-hover:text-steel-600"
              >
                {file.name}
              </span>
              <span className="flex shrink-0 items-center gap-1.5 text-steel-600 group-hover:text-leaf-700">
                <FileIcon />
                <span className="hidden sm:inline">{t('download')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function fileExtension(name: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(name);
  return match ? match[1]!.toUpperCase() : 'FILE';
}
