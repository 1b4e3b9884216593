'use client';

import { navigateWithBar } from '@/lib/i18n/link-pending';
import { useRouter } from '@/lib/i18n/navigation';
import { SupplementForm, type SupplementChoices } from './supplement-form';

/** The supplement form of the app flow: afterwards, the PDF the user came for, else home. */
export function AppSupplement({
  choices,
  businessId,
}: {
  choices: SupplementChoices;
  businessId: string | null;
}) {
  const router = useRouter();
  return (
    <SupplementForm
      choices={choices}
      onSaved={() =>
        navigateWithBar(() => {
          router.push(businessId ? `/apppdf/${encodeURIComponent(businessId)}` : '/');
          router.refresh();
        })
      }
    />
  );
}
