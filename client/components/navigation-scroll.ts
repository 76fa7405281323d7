// A move to another page inside the site starts at that page's top, as loading it would: a menu link, an
// FAQ of the list, a link in a text. So does another page of a list's results (the pager sits below the
// list), which asks for it with TO_TOP. A new keyword, sort or filter keeps the visitor where they are,
// and the browser's Back and Forward keep the position the browser gives back. A link to a fragment is
// left to the browser.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The history state of a move that starts at the page's top although only its query changes. */
export const TO_TOP = { toTop: true } as const;

/** Whether a move's history state asks for the page's top. */
export const asksForTop = (state: unknown) => typeof state === 'object' && state !== null && (state as { toTop?: unknown }).toTop === true;

export function useScrollOnNavigation(): void {
  const location = useLocation();
  const type = useNavigationType();
  const shown = useRef({ key: location.key, pathname: location.pathname });
  useLayoutEffect(() => {
    const before = shown.current;
    if (before.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    if (type === 'POP' || location.hash) return;
    if (location.pathname !== before.pathname || asksForTop(location.state)) window.scrollTo(0, 0);
  }, [location, type]);
}
