import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { NewsFlag } from '@/lib/content/news';

const tones: Record<NewsFlag, string> = {
  latest: 'bg-leaf-100 text-leaf-700',
  important: 'bg-ember-100 text-ember-700',
  regular: 'bg-steel-100 text-steel-700',
};

/** business.md 3: newestFlag 1, 2, 3 show in three colours; here each also has a word. */
export function NewsFlagBadge({ flag, className }: { flag: NewsFlag; className?: string }) {
  const t = useTranslations('news.flag');
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', tones[flag], className)}>
      {t(flag)}
    </span>
  );
}
