import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { loadChoices } from '@/lib/site/dictionaries';

/** Dropdowns of the registration form (accounts.md 7: n/dict/list/INDUSTRY_CATEGORY, COMPANY_FORM). */
export async function registrationChoices(locale: Locale) {
  const [industryCategories, companyForms] = await Promise.all([
    loadChoices('list', 'INDUSTRY_CATEGORY', locale),
    loadChoices('list', 'COMPANY_FORM', locale),
  ]);
  return { industryCategories, companyForms };
}

/** Dropdowns of the supplement form: company types, and the industry and channel trees. */
export async function supplementChoices(locale: Locale) {
  const [companyTypes, industries, channels] = await Promise.all([
    loadChoices('protectedList', 'COMPANY_TYPE', locale),
    loadChoices('tree', 'INDUSTRY_CLASSIFICATION', locale),
    loadChoices('tree', 'CHANNEL_CLASSIFICATION', locale),
  ]);
  return { companyTypes, industries, channels };
}
