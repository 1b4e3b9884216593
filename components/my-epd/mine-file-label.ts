import type { useTranslations } from 'next-intl';
import type { ProductFileField } from '@/lib/my-epd/dto';
import { declarationType } from '@/lib/my-epd/statuses';

type Words = ReturnType<typeof useTranslations<'mineEpd'>>;

/** A product file's role (business.md 3: lcaAttachmentCn … epdAttachmentEn), in the page's language and its declaration's words. */
export function fileLabel(t: Words, field: ProductFileField, productType: string | null): string {
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
  }
}

export function newFileLabel(t: Words, field: ProductFileField, productType: string | null): string {
  const type = declarationType(productType);
  switch (field) {
    case 'lcaAttachmentCn':
      return t('file.lcaNew');
    case 'dataAttachment':
      return t('file.dataNew');
    case 'epdAttachmentTest':
      return t('file.epdNew', { type });
    case 'epdAttachmentCn':
      return t('file.epdCnNew', { type });
    case 'epdAttachmentEn':
      return t('file.epdEnNew', { type });
  }
}
