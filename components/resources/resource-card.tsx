import { useTranslations } from 'next-intl';
import { FileLink } from '@/components/downloads/file-link';
import { PlainImage } from '@/components/ui/plain-image';
import { pictureSources } from '@/lib/content/dto';
import type { ResourceCard as ResourceCardData } from '@/lib/content/resources';

/** One resource (business.md 2.2): picture, name, introduction, Chinese and English downloads. */
export function ResourceCard({ resource }: { resource: ResourceCardData }) {
  const t = useTranslations('resources');
  const hasEnglish = resource.files.some((file) => file.lang === 'en');
  return (
    <article className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 shadow-card sm:flex-row sm:p-5">
      {resource.imageUrl ? (
        <PlainImage
          {...pictureSources(resource.imageUrl)}
          sizes="(min-width: 640px) 13rem, calc(100vw - 4rem)"
          alt=""
          width={480}
          height={300}
          className="aspect-[8/5] w-full shrink-0 self-start rounded-lg border border-line bg-steel-50 object-cover sm:w-52"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-lg leading-snug font-semibold text-steel-900">{resource.name}</h3>
        {resource.introduction ? (
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{resource.introduction}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          {resource.files.map((file) => (
            <FileLink
              key={file.lang}
              href={file.url}
              label={t(`download.${file.lang}`)}
              variant={file.lang === 'zh' ? 'primary' : 'secondary'}
            />
          ))}
          {!hasEnglish ? <span className="text-xs text-ink-muted">{t('chineseOnly')}</span> : null}
        </div>
      </div>
    </article>
  );
}
