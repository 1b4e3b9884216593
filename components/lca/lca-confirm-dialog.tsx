'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useBff } from '@/components/ui/use-bff';

/**
 * "Open the LCA tool?" (accounts.md 4.10): on confirm the external tool opens in a new tab with a
 * one-time refer token from the BFF, never the session token. Used by /lcaTools and the header entry.
 */
export function LcaConfirmDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('lcaTools');
  const bff = useBff();
  const toast = useToast();

  async function openTool() {
    onOpenChange(false);
    // Opened at once, in the click, so no pop-up blocker stops it; the address follows.
    const tab = window.open('', '_blank');
    const answer = await bff<{ url: string }>('/api/lca/tool', {});
    if (!answer.ok || !tab) {
      tab?.close();
      if (!answer.ok) toast(answer.error.message, { tone: 'error' });
      return;
    }
    tab.opener = null;
    tab.location.href = answer.data.url;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('confirmTitle')} description={t('confirmBody')} width="sm">
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
