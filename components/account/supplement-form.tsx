'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import type { ChoiceOption } from '@/lib/site/dictionaries';
import { OTHER_ITEM, supplementSchema } from '@/lib/validation/account';

export type SupplementChoices = {
  companyTypes: ChoiceOption[] | null;
  industries: ChoiceOption[] | null;
  channels: ChoiceOption[] | null;
};

/**
 * The company information a new user gives after the first login (accounts.md 2.2, 3): company
 * name and type, contact, industry (two levels, "other" asks what), need, and how they heard of us.
 */
export function SupplementForm({ choices, onSaved }: { choices: SupplementChoices; onSaved: () => void }) {
  const t = useTranslations('account');
  const bff = useBff();
  const form = useSchemaForm(supplementSchema, {
    userName: '',
    companyType: '',
    contacts: '',
    department: '',
    job: '',
    iprofessionId: '',
    professionId: '',
    otherProfession: '',
    demand: '',
    channelId: '',
    newchannelId: '',
    otherChannel: '',
  });
  const text = (name: string) => String(form.values[name] ?? '');
  const childrenOf = (options: ChoiceOption[] | null, value: string) => options?.find((option) => option.value === value)?.children ?? [];

  const submit = form.onSubmit(async (data) => {
    const answer = await bff('/api/auth/supplement', data);
    if (answer.ok) onSaved();
    else return { fields: answer.error.fields, message: answer.error.message };
  });

  const input = (name: string, label: string, options: { autoComplete?: string; required?: boolean } = {}) => (
    <FormField label={label} error={form.errorOf(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          autoComplete={options.autoComplete ?? 'off'}
          value={text(name)}
          onChange={(event) => form.setValue(name, event.target.value)}
          onBlur={() => {
            form.setValue(name, text(name).trim());
            form.touch(name);
          }}
          className={inputClass(control['aria-invalid'])}
        />
      )}
    </FormField>
  );

  const select = (name: string, label: string, options: ChoiceOption[] | null, onPick?: () => void) => (
    <FormField label={label} error={form.errorOf(name)}>
      {(control) => (
        <ChoiceSelect
          {...control}
          name={name}
          options={options}
          invalid={control['aria-invalid']}
          value={text(name)}
          onChange={(event) => {
            form.setValue(name, event.target.value);
            onPick?.();
          }}
          onBlur={() => form.touch(name)}
        />
      )}
    </FormField>
  );

  const industryChildren = childrenOf(choices.industries, text('iprofessionId'));
  const channelChildren = childrenOf(choices.channels, text('channelId'));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {input('userName', t('companyName'), { autoComplete: 'organization' })}
        {select('companyType', t('companyType'), choices.companyTypes)}
        {input('contacts', t('contacts'), { autoComplete: 'name' })}
        {input('department', t('department'))}
        {input('job', t('job'), { autoComplete: 'organization-title' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('iprofessionId', t('industry'), choices.industries, () => form.setValue('professionId', ''))}
        {industryChildren.length > 0 ? select('professionId', t('productType'), industryChildren) : null}
        {text('iprofessionId') === OTHER_ITEM ? input('otherProfession', t('otherProfession')) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('channelId', t('channel'), choices.channels, () => form.setValue('newchannelId', ''))}
        {channelChildren.length > 0 ? select('newchannelId', t('channelDetail'), channelChildren) : null}
        {text('channelId') === OTHER_ITEM ? input('otherChannel', t('otherChannel')) : null}
      </div>
      <FormField label={t('demand')} error={form.errorOf('demand')}>
        {(control) => (
          <textarea
            {...control}
            name="demand"
            rows={3}
            value={text('demand')}
            onChange={(event) => form.setValue('demand', event.target.value)}
            onBlur={() => form.touch('demand')}
            className={`${inputClass(control['aria-invalid'])} h-auto py-2.5`}
          />
        )}
      </FormField>
      {form.formError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
          {form.formError}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.pending}>
        {form.pending ? t('submitting') : t('saveAndContinue')}
      </button>
    </form>
  );
}
