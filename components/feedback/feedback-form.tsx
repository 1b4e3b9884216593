'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { LazyLoginDialog } from '@/components/account/lazy-login-dialog';
import { useSignedInHere } from '@/components/account/use-signed-in-here';
import { LazyCaptchaDialog } from '@/components/captcha/lazy-captcha-dialog';
import { DraftNotice } from '@/components/forms/draft-notice';
import { FormAlert } from '@/components/forms/form-alert';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { buttonClass } from '@/components/ui/button-styles';
import { BffRequestError, callEndpoint } from '@/lib/bff/client';
import { FEEDBACK_LIMITS, FEEDBACK_VISITOR_DRAFT } from '@/lib/feedback/dto';
import type { FeedbackFormValues } from '@/lib/feedback/schemas';
import * as feedbackApi from '@/lib/feedback/addresses';
import * as feedbackForms from '@/lib/feedback/forms';

/** The feedback form (business.md 2.2, 5): every field required, then the slider puzzle, then result page 6.
 *  A 401 opens the login dialog; the tab's draft carries what was typed across the sign-in. */
export function FeedbackForm({
  signedIn,
  draftKey,
  defaults,
}: {
  signedIn: boolean;
  draftKey: string;
  defaults: FeedbackFormValues;
}) {
  const t = useTranslations('feedback');
  const locale = useLocale();
  const [emptyForm] = useState(defaults);
  const form = useBffForm(feedbackForms.schemas, 'feedbackFormSchema', emptyForm);
  const draft = useFormDraft(form, draftKey, emptyForm, { adoptFrom: FEEDBACK_VISITOR_DRAFT });
  const { control } = form;
  const [loginOpen, setLoginOpen] = useState(false);
  const session = useSignedInHere(signedIn);
  // While the puzzle is open: hands its verification (null when closed unsolved) to the waiting send.
  const [captchaWait, setCaptchaWait] = useState<((verification: string | null) => void) | null>(null);

  // A puzzle closed unsolved gives the focus back to the send button once it is enabled again.
  const sendButton = useRef<HTMLButtonElement>(null);
  const [refocusSend, setRefocusSend] = useState(false);
  useEffect(() => {
    if (refocusSend && !form.busy) sendButton.current?.focus();
  }, [refocusSend, form.busy]);

  function solveCaptcha(): Promise<string | null> {
    return new Promise((resolve) => setCaptchaWait(() => resolve));
  }
  function finishCaptcha(verification: string | null) {
    captchaWait?.(verification);
    setCaptchaWait(null);
  }
  function onCaptchaOpenChange(open: boolean) {
    // The dialog closes just before it reports a pass: wait a tick so a pass is not read as a cancel.
    if (!open) queueMicrotask(() => finishCaptcha(null));
  }

  const submit = form.submitWith(async (values) => {
    const captchaVerification = await solveCaptcha();
    setRefocusSend(!captchaVerification);
    if (!captchaVerification) return;
    try {
      await callEndpoint(feedbackApi.send, { ...values, captchaVerification }, { locale });
    } catch (error) {
      if (error instanceof BffRequestError && error.status === 401) {
        setLoginOpen(true);
      }
      throw error;
    }
    draft.forget();
    form.leave('/Result?type=6');
  });

  return (
    <>
      <form
        method="post"
        onSubmit={(event) => {
          setRefocusSend(false);
          void submit(event);
        }}
        noValidate
        className="space-y-5"
        data-testid="feedback-form"
      >
        {draft.restored ? (
          <DraftNotice
            message={t('draft.restored')}
            discardLabel={t('draft.discard')}
            onDiscard={draft.discard}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="companyName"
            label={t('field.companyName')}
            maxLength={FEEDBACK_LIMITS.companyName}
            autoComplete="organization"
            className="sm:col-span-2"
          />
          <TextField
            control={control}
            name="name"
            label={t('field.name')}
            maxLength={FEEDBACK_LIMITS.name}
            autoComplete="name"
          />
          <TextField
            control={control}
            name="email"
            label={t('field.email')}
            type="email"
            inputMode="email"
            maxLength={100}
            autoComplete="email"
          />
          <TextField
            control={control}
            name="phone"
            label={t('field.phone')}
            type="tel"
            inputMode="tel"
            maxLength={20}
            autoComplete="tel"
          />
        </div>
        <TextAreaField
          control={control}
          name="message"
          label={t('field.message')}
          hint={t('messageHint', { max: FEEDBACK_LIMITS.message })}
          rows={7}
          maxLength={FEEDBACK_LIMITS.message}
        />
        {session.signedIn ? null : (
          <p className="rounded-md bg-canvas px-3 py-2 text-sm text-ink-muted">{t('visitorNote')}</p>
        )}
        <FormAlert message={form.alert} />
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-5">
          <p className="mr-auto text-xs text-ink-muted">{t('captchaNote')}</p>
          <button
            ref={sendButton}
            type="submit"
            className={buttonClass('primary', 'lg', 'min-w-36')}
            disabled={form.busy}
          >
            {form.busy ? t('sending') : t('send')}
          </button>
        </div>
      </form>
      {/* Outside the form: React bubbles a dialog's submit through its portal to the enclosing form. */}
      <LazyCaptchaDialog
        open={captchaWait !== null}
        onOpenChange={onCaptchaOpenChange}
        onSuccess={finishCaptcha}
      />
      {loginOpen ? (
        <LazyLoginDialog
          open={loginOpen}
          onOpenChange={setLoginOpen}
          notice={t('loginNotice')}
          onSignedIn={session.markSignedIn}
        />
      ) : null}
    </>
  );
}
