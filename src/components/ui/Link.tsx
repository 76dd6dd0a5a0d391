import { createLink } from '@tanstack/react-router';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { forwardRef } from 'react';

/** react-aria's Link (press events, focus ring, accessibility) driven by the router's typed `to`/`params`. */
const AriaLinkBase = forwardRef<HTMLAnchorElement, AriaLinkProps>(function AriaLinkBase(props, ref) {
  return <AriaLink ref={ref} {...props} />;
});

export const Link = createLink(AriaLinkBase);
