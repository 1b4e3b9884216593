'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { CascaderField } from '@/components/forms/cascader-field';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { returnPlaceOf } from '@/lib/accounts/onboarding';
import { callEndpoint } from '@/lib/bff/client';
import { navigateWithBar } from '@/lib/i18n/link-pending';
import { useRouter } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dto';
import { OTHER_ITEM } from '@/lib/validation/account-input';
import * as authApi from '@/lib/accounts/addresses';
import * as authForms from '@/lib/accounts/forms';

export type SupplementChoices = {
  companyTypes: ChoiceOption[] | null;
  industries: ChoiceOption[] | null;
  channels: ChoiceOption[] | null;
};

/** Read long enough to see where the form has left the user. */
const SAVED_NOTICE_MS = 6000;

/** Company information after the first login (accounts.md 2.2, 3). Choices carry dictionary item codes (they name
 *  the "other" item); the BFF maps them to the platform's ids and field names. Once saved, the user goes back to
 *  `returnTo` (home after a first login, accounts.md 4.1) and is told it was saved and where they are. */
export function SupplementForm({ choices, returnTo }: { choices: SupplementChoices; returnTo: string }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const form = useBffForm(authForms.schemas, 'supplementSchema', {
    companyName: '',
    companyType: '',
    contactName: '',
    department: '',
    jobTitle: '',
    industry: '',
    productType: '',
    otherIndustry: '',
    need: '',
    channel: '',
    channelDetail: '',
    otherChannel: '',
  });
  const [industry, channel] = useWatch({ control: form.control, name: ['industry', 'channel'] });

  const submit = form.submitWith(async (values) => {
    await callEndpoint(authApi.supplement, values, { locale });
    toast(t(`onboarding.saved.${returnPlaceOf(returnTo)}`), { tone: 'success', durationMs: SAVED_NOTICE_MS });
    navigateWithBar(() => {
      router.push(returnTo);
      router.refresh();
    });
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="companyName"
          label={t('companyName')}
          autoComplete="organization"
        />
        <SelectField
          control={form.control}
          name="companyType"
          label={t('companyType')}
          options={choices.companyTypes}
        />
        <TextField control={form.control} name="contactName" label={t('contacts')} autoComplete="name" />
        <TextField control={form.control} name="department" label={t('department')} autoComplete="off" />
        <TextField
          control={form.control}
          name="jobTitle"
          label={t('job')}
          autoComplete="organization-title"
        />
      </div>
      <CascaderField
        control={form.control}
        names={['industry', 'productType']}
        labels={[t('industry'), t('productType')]}
        source={{ kind: 'tree', tree: choices.industries }}
      />
      {industry === OTHER_ITEM ? (
        <TextField
          control={form.control}
          name="otherIndustry"
          label={t('otherProfession')}
          autoComplete="off"
        />
      ) : null}
      <CascaderField
        control={form.control}
        names={['channel', 'channelDetail']}
        labels={[t('channel'), t('channelDetail')]}
        source={{ kind: 'tree', tree: choices.channels }}
      />
      {channel === OTHER_ITEM ? (
        <TextField control={form.control} name="otherChannel" label={t('otherChannel')} autoComplete="off" />
      ) : null}
      <TextAreaField control={form.control} name="need" label={t('demand')} rows={3} />
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.busy}>
        {form.busy ? t('submitting') : t('saveAndContinue')}
      </button>
    </form>
  );
}
