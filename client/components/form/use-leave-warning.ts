// A question before a visitor leaves a page whose form holds work that would be lost with it: the security
// advisory, the one form that keeps no draft in the tab (a vulnerability's description should not sit in
// browser storage). Asked for a link of the site or another site followed in this tab (the menus, the
// contact panel, the language links), in the page's language with the browser's own confirm dialog, and by
// the browser itself (its own words) for a reload, a closed tab or an address typed.
// The browser's Back and Forward within the site cannot be asked about before they happen: they are left
// alone (decision 0014).
import { useEffect, useRef } from 'react';

/**
 * Whether following a link leaves the page shown: an http(s) address in this tab other than this page's
 * own (a jump to a part of the page is none). A link opened in another tab or window, a download, and
 * mailto: or tel: links leave the page where it is.
 */
export function linkLeavesPage(link: { href: string; target: string; download: boolean }, here: string): boolean {
  if ((link.target !== '' && link.target !== '_self') || link.download) return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(link.href, here);
    from = new URL(here);
  } catch {
    return false;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  return to.origin !== from.origin || to.pathname !== from.pathname || to.search !== from.search;
}

/** Asks `question` before the page is left while `unsaved` (see the module's comment). */
export function useLeaveWarning(unsaved: boolean, question: string): void {
  const asked = useRef(question);
  asked.current = question;

  // Listening only while there is something to lose: a page with a beforeunload listener is one some
  // browsers do not keep for Back.
  useEffect(() => {
    if (!unsaved) return;
    // A leave the visitor has agreed to (a link that loads a new document) is not asked about again by
    // the browser as the page unloads.
    let agreed = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!agreed) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      // A click with a modifier key opens the link elsewhere (a new tab or window, a download).
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (!linkLeavesPage({ href: link.href, target: link.target, download: link.hasAttribute('download') }, window.location.href)) return;
      if (window.confirm(asked.current)) {
        agreed = true;
        return;
      }
      // Neither the browser nor the app's own link handler (below this listener) follows it.
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // In the capture phase, before the app's handlers, which navigate inside the app.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);
}
