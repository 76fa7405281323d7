// After a navigation inside the site (a menu link, an FAQ of the list, the browser's Back), focus moves to
// the new page's heading, so that a screen reader reads where the visitor now is and the next Tab starts
// in the page, not back in the menu. Only a new path moves it: a new keyword, sort or page of a list keeps
// focus where the visitor is typing or paging. The first render leaves focus alone.
import { useEffect, useRef } from 'react';

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

export function useFocusOnNavigation(pathname: string): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // After the frame: the page's content is on screen and a closing menu has let go of the page.
    const frame = requestAnimationFrame(() => target()?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
