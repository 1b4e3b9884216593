import type { ComponentProps } from 'react';

type PlainImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & { src: string; alt: string; width: number; height: number };

/**
 * A picture from the platform (news covers, resource covers, link logos) as a plain `<img>`. Next's
 * image optimiser is off (`images.unoptimized` in next.config.mjs): covers and resource pictures
 * come from their BFF route at the widths of `pictureSources` (file-urls.ts), resized to WebP
 * there, so `next/image` would add nothing but its client component: about 5.5 KiB gzip of
 * JavaScript on every page that shows one, and its props in the RSC payload (issue 13). Lazy and decoded off the
 * main thread unless told otherwise; width and height reserve the space (no layout shift).
 */
export function PlainImage({ alt, loading = 'lazy', decoding = 'async', ...props }: PlainImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- pictures are served unoptimised; see above
  return <img alt={alt} loading={loading} decoding={decoding} {...props} />;
}
