import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { ApplicationDto } from '@/lib/my-epd/schemas';
import { formatChinaDate } from '@/lib/content/china-time';

type Node = ApplicationDto['nodes'][number];

/**
 * The seven flow nodes (business.md 4). Wider screens show them in one row; a phone shows the nodes reached and
 * the next one, the rest folded behind a native disclosure. The first node is named by the application's own
 * declaration type: a CFP application is not an "EPD application".
 */
export function MineTimeline({ application, type }: { application: ApplicationDto; type: 'EPD' | 'CFP' }) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const nodes = application.nodes;
  const next = nodes.findIndex((node) => !node.reached);
  const shownOnPhone = next === -1 ? nodes.length : next + 1;
  const kinds = application.productTypes.length > 0 ? application.productTypes.join('/') : type;
  const name = (node: Node) =>
    node.code === 'EPD_APPLICATION'
      ? t('nodeApplication', { type: kinds })
      : (node.name ?? t(`node.${node.code}`));
  const caption = (node: Node) =>
    node.reached
      ? node.reachedTime
        ? formatChinaDate(node.reachedTime, locale)
        : t('reached')
      : t('notReached');
  const item = (node: Node, index: number, wide: boolean) => (
    <li
      key={node.node}
      data-state={node.reached ? 'done' : index === next ? 'next' : 'pending'}
      className={cn('flex items-start gap-3', wide && 'flex-col items-center gap-2 text-center')}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          wide ? 'size-7' : 'size-6',
          node.reached
            ? 'bg-leaf-600 text-white'
            : index === next
              ? 'border-2 border-steel-600 bg-surface text-steel-700'
              : 'border border-line bg-surface text-ink-subtle',
        )}
      >
        {node.node}
      </span>
      <span className={cn('text-sm leading-snug', !wide && 'flex flex-wrap items-baseline gap-x-2')}>
        <span
          className={cn(
            'block',
            node.reached || index === next ? 'font-medium text-steel-900' : 'text-ink-muted',
          )}
        >
          {name(node)}
        </span>
        <span className="block text-xs text-ink-subtle">
          {index === next ? (
            <span className="mr-1.5 rounded-full bg-steel-50 px-1.5 py-px font-medium text-steel-700">
              {t('nodeNext')}
            </span>
          ) : null}
          {caption(node)}
        </span>
      </span>
    </li>
  );

  return (
    <>
      <ol aria-label={t('timelineLabel')} className="mt-5 hidden grid-cols-7 gap-1 sm:grid">
        {nodes.map((node, index) => item(node, index, true))}
      </ol>
      <div className="mt-4 sm:hidden">
        <ol aria-label={t('timelineLabel')} className="space-y-2">
          {nodes.slice(0, shownOnPhone).map((node, index) => item(node, index, false))}
        </ol>
        {shownOnPhone < nodes.length ? (
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-steel-700 underline-offset-4 hover:underline">
              {t('showAllSteps', { count: nodes.length })}
            </summary>
            <ol start={shownOnPhone + 1} className="mt-2 space-y-2">
              {nodes.slice(shownOnPhone).map((node, index) => item(node, index + shownOnPhone, false))}
            </ol>
          </details>
        ) : null}
      </div>
    </>
  );
}
