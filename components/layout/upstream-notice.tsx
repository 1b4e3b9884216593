import { getTranslations } from 'next-intl/server';

/** Said at the top of a page when the platform could not be reached: the page still answers. */
export async function UpstreamNotice() {
  const t = await getTranslations('errors');
  return (
    <div role="status" className="border-b border-warning-600/20 bg-warning-50">
      <p className="container-page py-2.5 text-sm text-warning-600">{t('degraded')}</p>
    </div>
  );
}
