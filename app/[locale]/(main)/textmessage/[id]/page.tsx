import { getTranslations } from 'next-intl/server';
import { GuardBlock } from '@/components/guards/guard-block';
import { MessageList } from '@/components/messages/message-list';
import { messagePage, MESSAGE_PAGE_SIZE, MORE_THRESHOLD } from '@/lib/accounts/server/messages';
import { requirePageAccess } from '@/lib/guards/page-access';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale } from '@/lib/i18n/page-params';

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { path: '/textmessage/all', titleKey: 'messages', index: false });

// /textmessage/{id|all} – the user's system messages; a message id opens that one (accounts.md 2.9).
export default async function MessagesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const access = await requirePageAccess(`/textmessage/${id}`, locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [first, t] = await Promise.all([messagePage(1, locale, access.token), getTranslations('messages')]);
  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="text-2xl font-semibold text-steel-900">{t('title')}</h1>
      <p className="mt-1 text-sm text-ink-muted">{t('lead', { count: first.totals })}</p>
      <div className="mt-6">
        <MessageList
          initial={first.items}
          initialMore={first.items.length >= MORE_THRESHOLD && first.totals > MESSAGE_PAGE_SIZE}
          openId={/^\d+$/.test(id) ? id : null}
          pageSize={MESSAGE_PAGE_SIZE}
          moreThreshold={MORE_THRESHOLD}
        />
      </div>
    </section>
  );
}
