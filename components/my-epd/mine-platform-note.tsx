'use client';

import { useLocale, useTranslations } from 'next-intl';
import { isChineseText } from '@/lib/i18n/text-script';

/** The platform's correction note as it wrote it (sanitised on the server), marked as Chinese on an English page. */
export function PlatformNote({ html }: { html: string }) {
  const t = useTranslations('mineEpd');
  const chinese = isChineseText(html);
  const foreign = useLocale() === 'en' && chinese;
  return (
    <>
      <div
        lang={chinese ? 'zh-CN' : undefined}
        className="prose-platform mt-1"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {foreign ? <p className="mt-1 text-xs text-ink-subtle">{t('noteInChinese')}</p> : null}
    </>
  );
}
