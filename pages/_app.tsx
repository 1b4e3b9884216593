import type { AppProps } from 'next/app';
import '@/app/globals.css';

/**
 * The Pages Router serves one page only: the mobile product page (`pages/product-page`), which
 * ships no client JavaScript. Everything else is the App Router under `app/`. See README.
 */
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
