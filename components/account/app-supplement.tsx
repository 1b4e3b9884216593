'use client';

import { SupplementForm, type SupplementChoices } from './supplement-form';

/** The supplement form of the app flow: afterwards, the PDF the user came for, else home. */
export function AppSupplement({
  choices,
  businessId,
}: {
  choices: SupplementChoices;
  businessId: string | null;
}) {
  return (
    <SupplementForm
      choices={choices}
      returnTo={businessId ? `/apppdf/${encodeURIComponent(businessId)}` : '/'}
    />
  );
}
