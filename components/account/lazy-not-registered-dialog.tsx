'use client';

import type { ComponentProps } from 'react';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';

// Loads when a number check finds something to say; its texts (`account`) are the login form's.
const loadDialog = () => import('./not-registered-dialog');

type DialogProps = ComponentProps<typeof import('./not-registered-dialog').NotRegisteredDialog>;

export function LazyNotRegisteredDialog(props: DialogProps) {
  const dialog = useLoaded(loadDialog, props.open);
  if (!props.open) return null;
  if (!dialog.module)
    return <OpeningNotice failed={dialog.failed} onClose={() => props.onOpenChange(false)} />;
  return <dialog.module.NotRegisteredDialog {...props} />;
}
