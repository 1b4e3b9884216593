import type { ComponentProps } from 'react';

type PlainImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** A platform picture as a plain `<img>`: the BFF already serves it resized (`pictureSources`, file-urls.ts), so `next/image` adds nothing. */
export function PlainImage({ alt, loading = 'lazy', decoding = 'async', ...props }: PlainImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- pictures are served unoptimised; see above
  return <img alt={alt} loading={loading} decoding={decoding} {...props} />;
}
