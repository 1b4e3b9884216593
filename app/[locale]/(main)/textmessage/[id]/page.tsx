import { getTranslations } from 'next-intl/server';
import { GuardBlock } from '@/components/guards/guard-block';
import { MessageList } from '@/components/messages/message-list';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { findMessage, messagePage } from '@/lib/messages/server/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale } from '@/lib/i18n/page-params';

type Props = { params: Promise<{ locale: string; id: string }> };

const CLIENT_NAMESPACES = ['messages'] as const;

export const generateMetadata = ({ params }: Props) =>
  pageMetadata(params, { path: '/textmessage/all', titleKey: 'messages', index: false });

// /textmessage/{id|all} – the user's system messages; a message id opens that one and reads it (accounts.md 2.9).
export default async function MessagesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const access = await requirePageAccess(`/textmessage/${id}`, locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const viewer = { locale, token: access.token, user: access.user };
  const wanted = /^\d{1,18}$/.test(id) ? id : null;
  const [first, t] = await Promise.all([messagePage(viewer, 1), getTranslations('messages')]);
  const opened = wanted
    ? (first.items.find((item) => item.id === wanted) ?? (await findMessage(viewer, wanted)))
    : null;
  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="text-2xl font-semibold text-steel-900">{t('title')}</h1>
      <p className="mt-1 text-sm text-ink-muted">{t('lead', { count: first.total })}</p>
      {id !== 'all' && opened === null ? (
        <p
          role="status"
          data-testid="message-not-found"
          className="mt-4 rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-600"
        >
          {t('notFound')}
        </p>
      ) : null}
      <div className="mt-6">
        <ClientMessages namespaces={CLIENT_NAMESPACES}>
          <MessageList first={first} opened={opened} />
        </ClientMessages>
      </div>
    </section>
  );
}
