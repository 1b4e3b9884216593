import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/personal-centre/status-badge';
import { VerifyStates, type VerifyState } from '@/lib/verification/dto';

const TONE = {
  [VerifyStates.Failed]: 'problem',
  [VerifyStates.Succeeded]: 'ok',
  [VerifyStates.InVerification]: 'pending',
} as const;

/** business.md 4: 1 verification failed (red), 2 succeeded, 3 in verification. */
export function VerifyStateBadge({ state }: { state: VerifyState | null }) {
  const t = useTranslations('verification');
  return (
    <span data-verify-state={state ?? ''}>
      <StatusBadge tone={state ? TONE[state] : 'neutral'}>
        {state ? t(`state.${state}`) : t('state.unknown')}
      </StatusBadge>
    </span>
  );
}
