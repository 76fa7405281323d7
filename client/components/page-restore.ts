// A page brought back by the browser's Back or Forward from its memory (the back/forward cache) is the
// page as the visitor left it, scripts and all, without a new load: a menu open when a link of it was
// followed is open still, and a form shows what it held then. What must not come back that way is put
// right here.
import { useEffect, useRef } from 'react';

/** Calls `onRestored` each time the page is shown again from the back/forward cache. */
export function useOnPageRestored(onRestored: () => void): void {
  const latest = useRef(onRestored);
  useEffect(() => {
    latest.current = onRestored;
  });
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}
