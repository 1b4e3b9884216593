import { getTranslations } from 'next-intl/server';

/** An address outside every page (a missing file or asset): no language or layout to go by, so both languages. */
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
      {/* Plain links: a full load out of the 404 shell, and no `Link` code in every page's first load. */}
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
