import type { useTranslations } from 'next-intl';
import { declarationType } from '@/lib/applications/statuses';

/** The name of an application's file field (details and correction dialogs), in the page's language. */
export function fileLabel(t: ReturnType<typeof useTranslations<'mineEpd'>>, field: string, productType: string | null): string {
  const type = declarationType(productType);
  switch (field) {
    case 'lcaAttachmentCn':
      return t('file.lca');
    case 'dataAttachment':
      return t('file.data');
    case 'epdAttachmentTest':
      return t('file.epdTest', { type });
    case 'epdAttachmentCn':
      return t('file.epdCn', { type });
    case 'epdAttachmentEn':
      return t('file.epdEn', { type });
    default:
      return t('file.other');
  }
}
