// After a navigation inside the site (a menu link, an FAQ of the list, the browser's Back), focus moves to
// the new page's heading, so that a screen reader reads where the visitor now is and the next Tab starts
// in the page, not back in the menu. So does another page of a list's results, which starts at the page's
// top: the pager's control pressed may be gone (the page number now current) and is out of sight. A new
// keyword, sort or filter keeps focus where the visitor is typing or choosing. The first render leaves
// focus alone.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { asksForTop } from './navigation-scroll';

// How long a page still loading (an FAQ's answer on its way) is waited for to show its heading before
// focus goes to the main region instead.
const HEADING_WAIT_MS = 5_000;

/** The main region's first heading, made able to take focus from a script, if it has one yet. */
function heading(main: HTMLElement): HTMLElement | null {
  const found = main.querySelector<HTMLElement>('h1');
  // A heading takes focus from a script only with a tabindex; -1 keeps it out of the Tab order.
  if (found && !found.hasAttribute('tabindex')) found.tabIndex = -1;
  return found;
}

/**
 * Moves focus to the new page's heading: at once when it is shown, else when it comes (a page that waits
 * for its data shows a spinner first), unless the visitor has put focus somewhere meanwhile. A page that
 * shows no heading within HEADING_WAIT_MS gives focus to its main region. Returns the cleanup.
 */
function focusHeading(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const now = heading(main);
  if (now) {
    now.focus({ preventScroll: true });
    return () => {};
  }
  // Focus left where the page's loading put it: the document, or the main region it fell to.
  const untouched = () => document.activeElement === null || document.activeElement === document.body || document.activeElement === main;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    const found = heading(main);
    if (!found) return;
    stop();
    if (untouched()) found.focus({ preventScroll: true });
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    stop();
    if (untouched()) main.focus({ preventScroll: true });
  }, HEADING_WAIT_MS);
  return stop;
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
    let stop = () => {};
    const frame = requestAnimationFrame(() => (stop = focusHeading()));
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
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
