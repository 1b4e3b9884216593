'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentProps } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { CascaderField } from '@/components/forms/cascader-field';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { UploadField } from '@/components/forms/upload-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { buttonClass } from '@/components/ui/button-styles';
import { callEndpoint } from '@/lib/bff/client';
import { companyAuthenticationQueries } from '@/lib/company-authentication/queries';
import { Link } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dto';
import { verificationQueries } from '@/lib/verification/queries';
import type { VerificationFormValues } from '@/lib/verification/schemas';
import {
  CHINA,
  COMPANY_NAME_MAX,
  COUNTRIES,
  COUNTRY_KEY,
  emptyVerificationForm,
  NOTE_MAX,
  POSITION_MAX,
  REGISTRATION_NUMBER_MAX,
  RELATIONSHIPS,
} from '@/lib/verification/dto';
import { QueryProvider } from '@/components/ui/query-provider';
import * as verificationApi from '@/lib/verification/addresses';
import * as verificationForms from '@/lib/verification/forms';

const LOOKUP_PAUSE_MS = 400;
const LOOKUP_MIN_LENGTH = 4;

export function VerificationForm(props: ComponentProps<typeof VerificationFormReading>) {
  return (
    <QueryProvider>
      <VerificationFormReading {...props} />
    </QueryProvider>
  );
}

/** The EPD verification request (business.md 3, 5): country is sent as 中国 / 国外 in both languages, with
 *  province and city for China; the PDF uploads as EPD_VERIFY. A draft survives a session that ends meanwhile. */
function VerificationFormReading({
  provinces,
  draftKey,
  defaults,
}: {
  provinces: ChoiceOption[] | null;
  draftKey: string;
  defaults: { userContact: string; companyName: string };
}) {
  const t = useTranslations('verification');
  const locale = useLocale();
  const [emptyForm] = useState<VerificationFormValues>(() => ({ ...emptyVerificationForm(), ...defaults }));
  const form = useBffForm(verificationForms.schemas, 'verificationFormSchema', emptyForm);
  const draft = useFormDraft(form, draftKey, emptyForm);
  const { control } = form;
  const country = useWatch({ control, name: 'country' });

  const submit = form.submitWith(async (values) => {
    const answer = await callEndpoint(verificationApi.create, values, { locale });
    draft.forget();
    form.leave(`/Result?type=${answer.resultType}`);
  });

  const countryOptions = COUNTRIES.map((value) => ({
    value,
    label: t(`country.${COUNTRY_KEY[value]}`),
    children: [],
  }));
  const relationshipOptions = RELATIONSHIPS.map((value) => ({
    value,
    label: t(`relationship.${value}`),
    children: [],
  }));

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6">
      {draft.restored ? (
        <p role="status" className="rounded-md bg-leaf-50 px-3 py-2 text-sm text-leaf-800">
          {t('form.draftRestored')}{' '}
          <button type="button" className="font-medium underline underline-offset-4" onClick={draft.discard}>
            {t('form.draftDiscard')}
          </button>
        </p>
      ) : null}
      <fieldset className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <legend className="float-left mb-5 w-full text-base font-semibold text-steel-900">
          {t('form.subject')}
        </legend>
        <div className="clear-both grid gap-5">
          <div>
            <TextField
              control={control}
              name="epdRegistrationNumber"
              label={t('form.epdRegistrationNumber')}
              hint={t('form.epdRegistrationNumberHint')}
              maxLength={REGISTRATION_NUMBER_MAX}
              autoComplete="off"
            />
            <RegistrationHint control={control} />
          </div>
          <SelectField
            control={control}
            name="relational"
            label={t('form.relational')}
            options={relationshipOptions}
          />
          <UploadField
            control={control}
            name="pdf"
            kind="verificationPdf"
            businessType="EPD_VERIFY"
            label={t('form.pdf')}
            hint={t('form.pdfHint')}
          />
        </div>
      </fieldset>

      <fieldset className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <legend className="float-left mb-5 w-full text-base font-semibold text-steel-900">
          {t('form.applicant')}
        </legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <TextField
            control={control}
            name="userContact"
            label={t('form.userContact')}
            hint={t('form.userContactHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
          />
          <TextField
            control={control}
            name="userEmail"
            label={t('form.userEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={100}
          />
          <TextField
            control={control}
            name="companyName"
            label={t('form.companyName')}
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX}
          />
          <TextField
            control={control}
            name="userPosition"
            label={t('form.userPosition')}
            autoComplete="organization-title"
            maxLength={POSITION_MAX}
          />
          <SelectField
            control={control}
            name="country"
            label={t('form.country')}
            options={countryOptions}
            placeholder={t('form.countryNone')}
            onPicked={() => {
              form.setValue('province', '');
              form.setValue('city', '');
            }}
          />
          {country === CHINA ? (
            <div className="sm:col-span-2">
              <CascaderField
                control={control}
                names={['province', 'city']}
                labels={[t('form.province'), t('form.city')]}
                source={{
                  kind: 'remote',
                  roots: provinces,
                  children: (province) => companyAuthenticationQueries.cities(province, locale),
                }}
              />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <TextAreaField
              control={control}
              name="supplement"
              label={t('form.supplement')}
              hint={t('form.supplementHint', { max: NOTE_MAX })}
              rows={3}
              maxLength={NOTE_MAX}
            />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              control={control}
              name="remark"
              label={t('form.remark')}
              rows={3}
              maxLength={NOTE_MAX}
            />
          </div>
        </div>
      </fieldset>

      <FormAlert message={form.alert} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-6">
        <Link href="/epd/verification" className={buttonClass('secondary', 'lg')}>
          {t('form.cancel')}
        </Link>
        <button type="submit" className={buttonClass('primary', 'lg', 'min-w-40')} disabled={form.busy}>
          {form.busy ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}

function usePaused(value: string, ms: number): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

/** The published product with the typed registration number: a help, not a rule (unknown numbers are accepted). */
function RegistrationHint({ control }: { control: Control<VerificationFormValues> }) {
  const t = useTranslations('verification');
  const locale = useLocale();
  const typed = (useWatch({ control, name: 'epdRegistrationNumber' }) ?? '').trim();
  const number = usePaused(typed, LOOKUP_PAUSE_MS);
  const ready =
    number.length >= LOOKUP_MIN_LENGTH && number.length <= REGISTRATION_NUMBER_MAX && number === typed;
  const lookup = useQuery({ ...verificationQueries.lookup(locale, number), enabled: ready });

  let text: string | null = null;
  let tone = 'text-ink-muted';
  if (ready && lookup.isPending) text = t('form.lookupChecking');
  else if (ready && lookup.data?.productName) {
    text = t('form.lookupFound', { product: lookup.data.productName });
    tone = 'text-leaf-700';
  } else if (ready && lookup.data) text = t('form.lookupNone');
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="registration-hint"
      className={`mt-1.5 min-h-5 text-sm ${tone}`}
    >
      {text}
    </p>
  );
}
