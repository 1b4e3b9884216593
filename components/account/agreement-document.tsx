import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AgreementText, AgreementType } from '@/lib/accounts/agreements';

export async function AgreementDocument({
  agreement,
  type,
  showHistoryLink,
}: {
  agreement: AgreementText;
  type: AgreementType;
  showHistoryLink: boolean;
}) {
  const t = await getTranslations('agreements');
  return (
    <article className="container-page max-w-3xl py-10">
      <p className="text-sm font-medium text-leaf-700">{t(`kind.${type}`)}</p>
      <h1 className="mt-1 text-2xl font-semibold text-steel-900 sm:text-3xl">{t(`title.${type}`)}</h1>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-ink-subtle">
        <span>{t('version', { version: agreement.agreementVersion })}</span>
        {agreement.publishTime ? (
          <span>{t('published', { date: agreement.publishTime.slice(0, 10) })}</span>
        ) : null}
        {agreement.failureTime ? (
          <span>{t('replaced', { date: agreement.failureTime.slice(0, 10) })}</span>
        ) : null}
      </p>
      <div
        className="prose-platform mt-6 rounded-card border border-line bg-surface p-5 sm:p-8"
        // Sanitised on the server by the operation's htmlFields.
        dangerouslySetInnerHTML={{ __html: agreement.agreementContent ?? '' }}
      />
      {showHistoryLink ? (
        <p className="mt-6 text-sm">
          <Link href={`/compent?id=${type}`} className="text-steel-600 underline-offset-4 hover:underline">
            {t('history')} →
          </Link>
        </p>
      ) : null}
    </article>
  );
}
