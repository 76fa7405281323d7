// After a navigation inside the site (a menu link, an FAQ of the list, the browser's Back), focus moves to
// the new page's heading, so that a screen reader reads where the visitor now is and the next Tab starts
// in the page, not back in the menu. So does another page of a list's results, which starts at the page's
// top: the pager's control pressed may be gone (the page number now current) and is out of sight. A new
// keyword, sort or filter keeps focus where the visitor is typing or choosing. The first render leaves
// focus alone.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { asksForTop } from './navigation-scroll';

/** The element focus goes to: the main region's first heading, else the main region itself. */
function target(): HTMLElement | null {
  const main = document.getElementById('main');
  if (!main) return null;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return main;
  // A heading takes focus from a script only with a tabindex; -1 keeps it out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

export function useFocusOnNavigation(): void {
  const location = useLocation();
  const shown = useRef({ key: location.key, pathname: location.pathname });
  useEffect(() => {
    const before = shown.current;
    if (before.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    // A new path, or another page of a list's results (the pager asks for the page's top): the control
    // pressed has gone or moved out of sight, and the list starts again under the heading.
    if (location.pathname === before.pathname && !asksForTop(location.state)) return;
    // After the frame: the page's content is on screen and a closing menu has let go of the page.
    const frame = requestAnimationFrame(() => target()?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [location]);
}

/**
 * What a click on a link of the site does to the page it is on, for a menu or dialog that closes when one
 * of its links is followed: 'elsewhere' when the browser opens the link elsewhere (a modifier key, another
 * button, a target: this page stays as it is), 'here' when it leads to the page shown now (the same path,
 * whatever the query: no heading takes the focus, so the menu must give it back), 'away' when another page
 * is shown and its heading takes the focus.
 */
export function linkLeads(event: MouseEvent<HTMLAnchorElement>): 'elsewhere' | 'here' | 'away' {
  const link = event.currentTarget;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return 'elsewhere';
  if (link.target && link.target !== '_self') return 'elsewhere';
  return link.pathname === window.location.pathname ? 'here' : 'away';
}
