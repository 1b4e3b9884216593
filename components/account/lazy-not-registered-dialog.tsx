'use client';

import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';

// Loads when a number turns out to have no account; its texts (`account`) are the login form's.
const loadDialog = () => import('./not-registered-dialog');

export function LazyNotRegisteredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const dialog = useLoaded(loadDialog, open);
  if (!open) return null;
  if (!dialog.module) return <OpeningNotice failed={dialog.failed} onClose={() => onOpenChange(false)} />;
  return <dialog.module.NotRegisteredDialog open={open} onOpenChange={onOpenChange} />;
}
