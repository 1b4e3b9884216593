'use client';

import { useState, type ComponentProps } from 'react';
import { LinkPending } from './link-pending';
import { navigation } from './navigation-base';

const IntlLink = navigation.Link;

// The portal's link: next-intl's locale-aware Link, prefetching on intent only (hover, touch, focus), never for being in
// the viewport: pages render per request (their CSP nonce), so each link on screen would cost the server a render.
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  children,
  ...props
}: ComponentProps<typeof IntlLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <IntlLink
      {...props}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    >
      {children}
      <LinkPending />
    </IntlLink>
  );
}
