'use client';

import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { BffRequestError, callEndpoint } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import * as lcaApi from '@/lib/lca/addresses';

/** "Open the LCA tool?" (accounts.md 4.10): a new tab with a one-time refer token, never the session token. */
export function LcaConfirmDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('lcaTools');
  const te = useTranslations('errors');
  const locale = useLocale();
  const toast = useToast();

  async function openTool() {
    onOpenChange(false);
    // Opened in the click, so no pop-up blocker stops it; the address follows.
    const tab = window.open('', '_blank');
    try {
      const { url } = await callEndpoint(lcaApi.toolAddress, {}, { locale });
      if (!tab) return;
      tab.opener = null;
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      if (!(error instanceof BffRequestError)) throw error;
      toast(errorWords(error, te), { tone: 'error' });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('confirmTitle')}
      description={t('confirmBody')}
      width="sm"
    >
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={() => onOpenChange(false)}>
          {t('cancel')}
        </button>
        <button type="button" className={buttonClass('green')} onClick={() => void openTool()}>
          {t('openTool')}
        </button>
      </div>
    </Dialog>
  );
}
