// An in-app link: a plain <a href> the server renders, and a client-side navigation when it is clicked
// (react-router's useHref and useLinkClickHandler, the parts of its <Link> the site uses). react-router's
// own <Link> also brings route-module prefetching for its framework mode, which this site does not use:
// several KB more on every page.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app, from the layout's and language's base (as react-router's `to`). */
  to: string;
}

export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
