import { notFound } from 'next/navigation';
import { AgreementDocument } from '@/components/account/agreement-document';
import { agreementVersion } from '@/lib/accounts/server/agreements';
import { agreementTypeSchema } from '@/lib/upstream/operations/agreements';
import { UpstreamError } from '@/lib/upstream/errors';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/hoster', titleKey: 'agreementVersion', index: false });

// /hoster?Id={agreement id} – one version of an agreement (accounts.md 2.8).
export default async function AgreementVersionPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const id = Number.parseInt(queryValue(await searchParams, 'Id') ?? '', 10);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const agreement = await agreementVersion(id, locale).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.kind === 'rejected') notFound();
    throw error;
  });
  const type = agreementTypeSchema.catch('REGISTRATION_C2F').parse(agreement.agreementType);
  return <AgreementDocument agreement={agreement} type={type} showHistoryLink />;
}
