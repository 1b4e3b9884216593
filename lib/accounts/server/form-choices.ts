import 'server-only';
import { loadChoices } from '@/lib/site/server/dictionaries';
import type { Viewer } from '@/lib/session/viewer';

/** Dropdowns of the registration form (accounts.md 7: n/dict/list/INDUSTRY_CATEGORY, COMPANY_FORM). */
export async function registrationChoices(viewer: Viewer) {
  const [industryCategories, companyForms] = await Promise.all([
    loadChoices('list', 'INDUSTRY_CATEGORY', viewer),
    loadChoices('list', 'COMPANY_FORM', viewer),
  ]);
  return { industryCategories, companyForms };
}

export async function supplementChoices(viewer: Viewer) {
  const [companyTypes, industries, channels] = await Promise.all([
    loadChoices('protectedList', 'COMPANY_TYPE', viewer),
    loadChoices('tree', 'INDUSTRY_CLASSIFICATION', viewer),
    loadChoices('tree', 'CHANNEL_CLASSIFICATION', viewer),
  ]);
  return { companyTypes, industries, channels };
}
