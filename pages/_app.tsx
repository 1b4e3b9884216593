import type { AppProps } from 'next/app';
import '@/app/globals.css';

/** The Pages Router serves only the product page (pages/product-page); everything else is the App Router. */
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
