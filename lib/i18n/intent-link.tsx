'use client';

import { useState, type ComponentProps } from 'react';
import { LinkPending } from './link-pending';
import { navigation } from './navigation-base';

const IntlLink = navigation.Link;

/**
 * The portal's link: next-intl's locale-aware Link, prefetching on intent only (pointer over it,
 * a touch, keyboard focus), never because it is in the viewport. Every page of the portal is
 * rendered per request (its CSP nonce), so Next's viewport prefetch made each visitor's page view
 * cost the server a request for every link on screen: 56 requests and 1.6 s of server time for
 * one home page view in zh at 1440 px, where the document itself took 40 ms; and links to pages a
 * visitor may not open (the personal centre, the applications) were answered with the login
 * redirect, a whole home page each. Next's own recipe ("hover-triggered prefetch", the Linking
 * and Navigating guide); `prefetch` given by a caller wins. While the page it leads to loads, a bar
 * shows across the top of the window (./link-pending.tsx).
 */
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
