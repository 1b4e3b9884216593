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
      {/* Plain links: a full load out of the 404 shell, and no `Link` code in every page's first load
          (this tree travels with each page; next/link added 2.8 KiB gzip to all of them). */}
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" lang="zh-CN">
          {zh('home')}
        </a>
        {' · '}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/en" lang="en">
          {en('home')}
        </a>
      </p>
    </main>
  );
}
