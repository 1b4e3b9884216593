'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { QueryProvider } from '@/components/providers/query-provider';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { useRouter } from '@/lib/i18n/navigation';
import { lcaEndpoints } from '@/lib/lca/endpoints';
import type { ChoiceOption } from '@/lib/site/choice-option';
import { lcaSubscriptionSchema } from '@/lib/validation/account';
import { LcaSubscribed } from './lca-tool-actions';

/** With its TanStack Query client (components/providers/query-provider.tsx). */
export function LcaSubscribeForm(props: ComponentProps<typeof SubscribeForm>) {
  return (
    <QueryProvider>
      <SubscribeForm {...props} />
    </QueryProvider>
  );
}

/**
 * The LCA tool's subscription (accounts.md 4.10). Once it is taken the panel turns into the
 * subscriber's with the confirm dialog open, and the page is read again from the server when the
 * dialog closes (read at once, it would replace the panel, dialog and all); the header's entry
 * learns it from the invalidated `['lca']` query.
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
  const form = useBffForm(lcaSubscriptionSchema, { ...defaults, industryCategory: '', position: '' });
  const { control } = form;

  const submit = form.submitWith(async (values) => {
    await callEndpoint(lcaEndpoints.subscribe, values, { locale });
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
        <TextField control={control} name="companyName" label={t('field.companyName')} autoComplete="organization" />
        <TextField control={control} name="position" label={t('field.position')} autoComplete="organization-title" />
        <SelectField control={control} name="industryCategory" label={t('field.industryCategory')} options={industries} />
      </div>
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={form.busy}>
        {t('subscribe')}
      </button>
    </form>
  );
}
