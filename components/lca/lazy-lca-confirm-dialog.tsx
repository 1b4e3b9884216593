'use client';

import { LazyMessages } from '@/components/providers/lazy-messages';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';

// The dialog and its texts load when first opened.
const CLIENT_NAMESPACES = ['lcaTools'] as const;
const loadConfirm = () => import('./lca-confirm-dialog');

export function LazyLcaConfirmDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const confirm = useLoaded(loadConfirm, open);
  if (!open) return null;
  const opening = (failed: boolean) => <OpeningNotice failed={failed} onClose={() => onOpenChange(false)} />;
  return (
    <LazyMessages namespaces={CLIENT_NAMESPACES} fallback={opening(confirm.failed)} failure={opening(true)}>
      {confirm.module ? (
        <confirm.module.LcaConfirmDialog open={open} onOpenChange={onOpenChange} />
      ) : (
        opening(confirm.failed)
      )}
    </LazyMessages>
  );
}
