'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { QueryProvider } from '@/components/ui/query-provider';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { useRouter } from '@/lib/i18n/navigation';
import * as lcaApi from '@/lib/lca/addresses';
import type { ChoiceOption } from '@/lib/site/dto';
import { LcaSubscribed } from './lca-tool-actions';
import * as lcaForms from '@/lib/lca/forms';

export function LcaSubscribeForm(props: ComponentProps<typeof SubscribeForm>) {
  return (
    <QueryProvider>
      <SubscribeForm {...props} />
    </QueryProvider>
  );
}

/**
 * The LCA tool's subscription (accounts.md 4.10): then the confirm dialog opens, and the page is refreshed only when it
 * closes (at once, it would replace the dialog); the header's entry learns it from the invalidated `['lca']` query.
 */
function SubscribeForm({
  buttonEnabled,
  industries,
  defaults,
}: {
  buttonEnabled: boolean;
  industries: ChoiceOption[] | null;
  defaults: { username: string; companyName: string };
}) {
  const t = useTranslations('lcaTools');
  const locale = useLocale();
  const toast = useToast();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [subscribed, setSubscribed] = useState(false);
  const form = useBffForm(lcaForms.schemas, 'lcaSubscriptionSchema', {
    ...defaults,
    industryCategory: '',
    position: '',
  });
  const { control } = form;

  const submit = form.submitWith(async (values) => {
    await callEndpoint(lcaApi.subscribe, values, { locale });
    await queryClient.invalidateQueries({ queryKey: ['lca'] });
    toast(t('subscribed'), { tone: 'success' });
    if (buttonEnabled) setSubscribed(true);
    else router.refresh();
  });

  if (subscribed) return <LcaSubscribed buttonEnabled onAnswered={() => router.refresh()} />;

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-steel-900">{t('subscribeTitle')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="username" label={t('field.username')} autoComplete="name" />
        <TextField
          control={control}
          name="companyName"
          label={t('field.companyName')}
          autoComplete="organization"
        />
        <TextField
          control={control}
          name="position"
          label={t('field.position')}
          autoComplete="organization-title"
        />
        <SelectField
          control={control}
          name="industryCategory"
          label={t('field.industryCategory')}
          options={industries}
        />
      </div>
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={form.busy}>
        {t('subscribe')}
      </button>
    </form>
  );
}
