import { useTranslations } from 'next-intl';
import { countryKey, type Relationship } from '@/lib/verification/dto';

/** A request's country and relationship in the page's language ("—" when not given). */
export function useVerificationWords() {
  const t = useTranslations('verification');
  return {
    country: (country: string | null) => {
      const key = countryKey(country);
      return key ? t(`country.${key}`) : (country ?? '—');
    },
    relationship: (relationship: Relationship | null) =>
      relationship ? t(`relationship.${relationship}`) : '—',
  };
}
