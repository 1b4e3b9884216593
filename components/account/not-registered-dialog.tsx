'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/lib/i18n/navigation';

/** accounts.md 4.1: login code 106 or SMS-send code 0 – the number has no account yet. */
export function NotRegisteredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('account');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('notRegisteredTitle')}
      description={t('notRegisteredBody')}
      width="sm"
    >
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={() => onOpenChange(false)}>
          {t('cancel')}
        </button>
        <Link href="/register" className={buttonClass('primary')} onClick={() => onOpenChange(false)}>
          {t('goRegister')}
        </Link>
      </div>
    </Dialog>
  );
}
