'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { useRouter } from '@/lib/i18n/navigation';
import { lcaEndpoints } from '@/lib/lca/endpoints';
import type { ChoiceOption } from '@/lib/site/endpoints';
import { lcaSubscriptionSchema } from '@/lib/validation/account';
import { LcaConfirmDialog } from './lca-confirm-dialog';
import { LazyLoginDialog } from '@/components/account/lazy-login-dialog';
import { QueryProvider } from '@/components/providers/query-provider';

/** With its TanStack Query client (components/providers/query-provider.tsx). */
export function LcaToolPanel(props: ComponentProps<typeof LcaToolPanelReading>) {
  return (
    <QueryProvider>
      <LcaToolPanelReading {...props} />
    </QueryProvider>
  );
}

/**
 * The LCA tool entry (accounts.md 2.1, 4.10; business.md 2.2): a visitor is asked to log in; a
 * subscriber confirms and the external tool opens with a one-time refer token; anyone else
 * subscribes first. The open button exists only when the platform enables it (LCA_HREF_BTN).
 */
function LcaToolPanelReading({
  signedIn,
  subscribed,
  buttonEnabled,
  industries,
  defaults,
}: {
  signedIn: boolean;
  subscribed: boolean;
  buttonEnabled: boolean;
  industries: ChoiceOption[] | null;
  defaults: { username: string; companyName: string };
}) {
  const t = useTranslations('lcaTools');
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [loginOpen, setLoginOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const form = useBffForm(lcaSubscriptionSchema, { ...defaults, industryCategory: '', position: '' });
  const { control } = form;

  const submit = form.submitWith(async (values) => {
    await callEndpoint(lcaEndpoints.subscribe, values, { locale });
    await queryClient.invalidateQueries({ queryKey: ['lca'] });
    toast(t('subscribed'), { tone: 'success' });
    router.refresh();
    if (buttonEnabled) setConfirmOpen(true);
  });

  if (!signedIn) {
    return (
      <div className="rounded-card border border-line bg-surface p-6 text-center shadow-card">
        <p className="text-ink-muted">{t('loginFirst')}</p>
        <button type="button" className={buttonClass('primary', 'lg', 'mt-4')} onClick={() => setLoginOpen(true)}>
          {t('loginToSubscribe')}
        </button>
        <LazyLoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
      </div>
    );
  }

  return (
    <div className="rounded-card border border-line bg-surface p-6 shadow-card">
      {subscribed ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-ink">{t('youAreSubscribed')}</p>
          {buttonEnabled ? (
            <button type="button" className={buttonClass('green', 'lg')} onClick={() => setConfirmOpen(true)}>
              {t('openTool')}
            </button>
          ) : null}
        </div>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-steel-900">{t('subscribeTitle')}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={control} name="username" label={t('field.username')} autoComplete="name" />
            <TextField control={control} name="companyName" label={t('field.companyName')} autoComplete="organization" />
            <TextField control={control} name="position" label={t('field.position')} autoComplete="organization-title" />
            <SelectField control={control} name="industryCategory" label={t('field.industryCategory')} options={industries} />
          </div>
          <FormAlert message={form.alert} />
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={form.busy}>
            {t('subscribe')}
          </button>
        </form>
      )}
      <LcaConfirmDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </div>
  );
}
