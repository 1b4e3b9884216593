import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import {
  getAgreementVersion,
  getCurrentAgreement,
  listAgreementVersions,
  type Agreement,
  type AgreementType,
} from '@/lib/upstream/operations/agreements';

/** Agreement history pages show 10 versions a page (accounts.md 9). */
export const AGREEMENT_PAGE_SIZE = 10;

const i18nOf = (locale: Locale): 'en' | 'zh-CN' => (locale === 'en' ? 'en' : 'zh-CN');

export function currentAgreement(agreementType: AgreementType, locale: Locale): Promise<Agreement> {
  return callOperation(getCurrentAgreement, { agreementType, i18n: i18nOf(locale) }, { locale });
}

export function agreementVersions(agreementType: AgreementType, page: number, locale: Locale) {
  return callOperation(
    listAgreementVersions,
    { agreementType, i18n: i18nOf(locale), pageNum: page, pageSize: AGREEMENT_PAGE_SIZE },
    { locale },
  );
}

export function agreementVersion(id: number, locale: Locale): Promise<Agreement> {
  return callOperation(getAgreementVersion, { id, i18n: i18nOf(locale) }, { locale });
}
