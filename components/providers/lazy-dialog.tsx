'use client';

import { useLoaded } from './use-loaded';
import type { DialogProps } from '@/components/ui/dialog';
import { OpeningNotice } from '@/components/ui/opening-notice';

// Radix and the dialog's frame load when a dialog first opens, not with the page.
const loadDialog = () => import('@/components/ui/dialog');

/**
 * `Dialog` (components/ui/dialog.tsx) for a dialog whose content is already in the page's code
 * (a confirmation, "log in to download"): its frame and Radix come when it first opens, with
 * `<OpeningNotice>` until they are in; after that it stays mounted like any `Dialog`.
 */
export function LazyDialog(props: DialogProps) {
  const dialog = useLoaded(loadDialog, props.open);
  if (dialog.module) return <dialog.module.Dialog {...props} />;
  return props.open ? <OpeningNotice failed={dialog.failed} onClose={() => props.onOpenChange(false)} /> : null;
}
