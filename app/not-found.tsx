import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/**
 * The answer to an address outside every page: a missing file or asset (`/nope.txt`,
 * `/_next/static/…`). Page paths never get here: proxy.ts routes them into `[locale]`, whose
 * catch-all and not-found.tsx answer in the visitor's language. With no language to go by, and no
 * layout (so no stylesheet) above it, it says so in both. It replaces Next's built-in 404 page,
 * whose inline styles travelled in every page's RSC payload (0.4 KiB gzip of each answer).
 */
export default async function RootNotFound() {
  const [zh, en] = await Promise.all([
    getTranslations({ locale: 'zh', namespace: 'notFound' }),
    getTranslations({ locale: 'en', namespace: 'notFound' }),
  ]);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', marginTop: '20vh' }}>
      <title>{`404 · ${zh('title')} · ${en('title')}`}</title>
      <h1 lang="zh-CN">{zh('title')}</h1>
      <p lang="en">{en('title')}</p>
      <p>
        <Link href="/" lang="zh-CN">
          {zh('home')}
        </Link>
        {' · '}
        <Link href="/en" lang="en">
          {en('home')}
        </Link>
      </p>
    </main>
  );
}
