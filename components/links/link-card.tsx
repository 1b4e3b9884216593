import { getTranslations } from 'next-intl/server';
import { PlainImage } from '@/components/ui/plain-image';
import type { FriendlyLink } from '@/lib/content/links';

/** One related organisation; attachment 3790 means "no logo" (business.md 3): a badge with its initials. */
export async function LinkCard({ link }: { link: FriendlyLink }) {
  const t = await getTranslations('links');
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className="group flex h-full items-center gap-4 rounded-card border border-line bg-surface p-4 shadow-card transition hover:-translate-y-0.5 hover:border-steel-500"
    >
      {link.logoUrl ? (
        <PlainImage
          src={link.logoUrl}
          alt=""
          width={240}
          height={96}
          className="h-12 w-30 shrink-0 rounded-md border border-line bg-white object-contain"
        />
      ) : (
        <span
          data-testid="link-initials"
          aria-hidden="true"
          className="flex h-12 w-30 shrink-0 items-center justify-center rounded-md border border-steel-100 bg-gradient-to-br from-steel-50 to-steel-100 text-lg font-semibold tracking-wide text-steel-700"
        >
          {link.initials}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-sm leading-snug font-semibold text-steel-900 group-hover:text-steel-600">
          {link.name}
        </span>
        <span className="mt-0.5 flex items-center gap-1 text-xs text-ink-muted">
          <span className="truncate">{link.host}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-3.5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" />
          </svg>
        </span>
        <span className="sr-only">{t('opensInNewTab')}</span>
      </span>
    </a>
  );
}
