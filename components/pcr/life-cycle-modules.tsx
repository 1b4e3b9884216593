import { getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';

const STAGES = [
  { key: 'production', modules: 'A1–A3', declared: true },
  { key: 'construction', modules: 'A4–A5', declared: false },
  { key: 'use', modules: 'B1–B7', declared: false },
  { key: 'endOfLife', modules: 'C1–C4', declared: false },
  { key: 'beyond', modules: 'D', declared: false },
] as const;

/** EN 15804's life-cycle modules; the cradle-to-gate stage every steel declaration covers is highlighted (EN 15804+A2: C1–C4 and D too). */
export async function LifeCycleModules() {
  const t = await getTranslations('lcaIntro.modules');
  return (
    <div>
      <ol className="grid gap-3 sm:grid-cols-5">
        {STAGES.map((stage) => (
          <li
            key={stage.key}
            className={cn(
              'flex flex-col rounded-card border p-4',
              stage.declared ? 'border-leaf-500 bg-leaf-50' : 'border-line bg-surface',
            )}
          >
            <span
              className={cn(
                'font-mono text-sm font-semibold',
                stage.declared ? 'text-leaf-700' : 'text-steel-600',
              )}
            >
              {stage.modules}
            </span>
            <span className="mt-1 font-semibold text-steel-900">{t(`${stage.key}.title`)}</span>
            <span className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`${stage.key}.body`)}</span>
            <span
              className={cn('mt-3 text-xs font-medium', stage.declared ? 'text-leaf-700' : 'text-ink-muted')}
            >
              {stage.declared ? t('required') : t('asPcrRequires')}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
