'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { useRouter } from '@/lib/i18n/navigation';
import * as personalCentreApi from '@/lib/personal-centre/addresses';
import * as personalCentreForms from '@/lib/personal-centre/forms';

/** The company's e-mail (accounts.md 2.6, business.md 5); kept mounted after a close, so what was typed survives. */
export function CompanyEmailDialog({
  current,
  open,
  onOpenChange,
}: {
  current: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('personalCentre');
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const form = useBffForm(personalCentreForms.schemas, 'companyEmailSchema', { companyEmail: current });

  const submit = form.submitWith(async (values) => {
    await callEndpoint(personalCentreApi.changeCompanyEmail, values, { locale });
    onOpenChange(false);
    toast(t('emailChanged'), { tone: 'success' });
    router.refresh();
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('changeEmail')} width="sm">
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <TextField
          control={form.control}
          name="companyEmail"
          label={t('companyEmail')}
          type="email"
          autoComplete="email"
        />
        <FormAlert message={form.alert} />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
            {t('save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
