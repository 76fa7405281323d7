// An in-app link: a plain <a href> the server renders, and a client-side navigation when it is clicked
// (react-router's useHref and useLinkClickHandler, the parts of its <Link> the site uses). react-router's
// own <Link> also brings route-module prefetching for its framework mode, which this site does not use:
// several KB more on every page.
//
// The server renders only the href, and works it out itself: a click handler is never sent, and
// useHref resolves a link against the route's matches (serialising them as JSON for every link) where
// the site's links are all absolute paths (AppPath), which need only the router's base. With dozens of
// links a page, that was several per cent of a rendered page. The markup is the same either way, so
// hydration matches.
import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, resolvePath, useHref, useLinkClickHandler, useLocation } from 'react-router';
import { matchPagePath, pageRoute, type AppPath } from '../../shared/routes';
import { useSite } from '../site-context';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app, from the layout's and language's base (as react-router's `to`). */
  to: AppPath;
}

/**
 * Whether the links of the page shown load a new document instead of navigating inside the app: on a
 * desktop page the mobile layout has none of (the privacy policy, the terms), which phones read in the
 * desktop layout too. The browser does not know which device the server took it for, and only a request
 * to the server sends a phone on to the mobile layout of the next page.
 */
export function useLinksLoadDocuments(): boolean {
  const { layout } = useSite();
  const { pathname } = useLocation();
  if (layout !== 'desktop') return false;
  const page = matchPagePath(pathname);
  return page !== null && !pageRoute(page.id).layouts.includes('mobile');
}

function BrowserLink({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const loadsDocument = useLinksLoadDocuments();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !loadsDocument) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/** The href useHref gives for an absolute path under the router's `basename` ('/' for none). */
export function appHref(to: AppPath, basename: string): string {
  const { pathname, search, hash } = resolvePath(to);
  const based = basename === '/' ? pathname : pathname === '/' ? basename : `${basename}/${pathname}`.replace(/[\\/]{2,}/g, '/');
  return `${based}${search}${hash}`;
}

// The hrefs the server worked out, by base and path: a page's links are mostly the same few dozen paths.
// A few thousand at most (the FAQ items' links carry a search's query).
const KEPT_HREFS = 4096;
const hrefs = new Map<string, string>();

function serverHref(to: AppPath, basename: string): string {
  const key = `${basename} ${to}`;
  let href = hrefs.get(key);
  if (href === undefined) {
    if (hrefs.size >= KEPT_HREFS) hrefs.clear();
    href = appHref(to, basename);
    hrefs.set(key, href);
  }
  return href;
}

function ServerLink({ to, target, onClick: _sentNowhere, ...rest }: LinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  return <a {...rest} href={serverHref(to, basename)} target={target} />;
}

export const Link = import.meta.env.SSR ? ServerLink : BrowserLink;
