'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoginDialog } from '@/components/account/login-dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { useRouter } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dictionaries';
import { lcaSubscriptionSchema } from '@/lib/validation/account';
import { LcaConfirmDialog } from './lca-confirm-dialog';

/**
 * The LCA tool entry (accounts.md 2.1, 4.10; business.md 2.2): a visitor is asked to log in; a
 * subscriber confirms and the external tool opens with a one-time refer token; anyone else
 * subscribes first. The open button exists only when the platform enables it (LCA_HREF_BTN).
 */
export function LcaToolPanel({
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
  const bff = useBff();
  const router = useRouter();
  const toast = useToast();
  const [loginOpen, setLoginOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const form = useSchemaForm(lcaSubscriptionSchema, { ...defaults, industryCategory: '', position: '' });
  const text = (name: string) => String(form.values[name] ?? '');

  const submit = form.onSubmit(async (data) => {
    const answer = await bff('/api/lca/subscription', data);
    if (!answer.ok) return { fields: answer.error.fields, message: answer.error.message };
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
        <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
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
        <form onSubmit={submit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-steel-900">{t('subscribeTitle')}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['username', 'companyName', 'position'] as const).map((name) => (
              <FormField key={name} label={t(`field.${name}`)} error={form.errorOf(name)}>
                {(control) => (
                  <input
                    {...control}
                    name={name}
                    autoComplete={name === 'username' ? 'name' : name === 'companyName' ? 'organization' : 'organization-title'}
                    value={text(name)}
                    onChange={(event) => form.setValue(name, event.target.value)}
                    onBlur={() => form.touch(name)}
                    className={inputClass(control['aria-invalid'])}
                  />
                )}
              </FormField>
            ))}
            <FormField label={t('field.industryCategory')} error={form.errorOf('industryCategory')}>
              {(control) => (
                <ChoiceSelect
                  {...control}
                  name="industryCategory"
                  options={industries}
                  invalid={control['aria-invalid']}
                  value={text('industryCategory')}
                  onChange={(event) => form.setValue('industryCategory', event.target.value)}
                  onBlur={() => form.touch('industryCategory')}
                />
              )}
            </FormField>
          </div>
          {form.formError ? <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">{form.formError}</p> : null}
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={form.pending}>
            {t('subscribe')}
          </button>
        </form>
      )}
      <LcaConfirmDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </div>
  );
}
