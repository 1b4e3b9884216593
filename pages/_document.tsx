import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

/** The document of the Pages Router's one page (the product page): its language, like the app's. */
export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const english = (__NEXT_DATA__.props as { pageProps?: { locale?: string } }).pageProps?.locale === 'en';
  return (
    <Html lang={english ? 'en' : 'zh-CN'}>
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
