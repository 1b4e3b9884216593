'use client';

import { useLoaded } from './use-loaded';
import type { DialogProps } from '@/components/ui/dialog';
import { OpeningNotice } from '@/components/ui/opening-notice';

const loadDialog = () => import('@/components/ui/dialog');

/** `Dialog` whose frame and Radix load when it first opens, with `<OpeningNotice>` until then. */
export function LazyDialog(props: DialogProps) {
  const dialog = useLoaded(loadDialog, props.open);
  if (dialog.module) return <dialog.module.Dialog {...props} />;
  return props.open ? (
    <OpeningNotice failed={dialog.failed} onClose={() => props.onOpenChange(false)} />
  ) : null;
}
