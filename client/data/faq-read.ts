// The FAQ item page's read beacon for the popularity sort (docs/decisions/0007-abuse-limits.md): once the
// page is shown in a browser, one POST /api/v1/faq/{id}/read with the random id this visit keeps. The
// server counts it at most once per visit, item and day; rendering the page on the server,
// a HEAD, a crawler or a prefetch never runs this.
import { useEffect } from 'react';
import { API_BASE } from '../../shared/api';

const VISITOR_KEY = 'hearthly.visitor';
const VISITOR_ID = /^[0-9a-f]{32}$/;

function randomId(): string {
  // getRandomValues, unlike randomUUID, also works on a page served over plain http.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This visit's id: random, kept in sessionStorage for the tab's session only (no identifier outlives the
 * visit: another visit, or the next person at a shared computer, gets a new one); a new one per page
 * where storage is blocked.
 */
export function visitorId(): string {
  try {
    const kept = sessionStorage.getItem(VISITOR_KEY);
    if (kept && VISITOR_ID.test(kept)) return kept;
    const id = randomId();
    sessionStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

function sendRead(id: number): void {
  // keepalive: the report still goes out when the reader leaves the page at once.
  fetch(`${API_BASE}/faq/${id}/read`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ visitor: visitorId() }),
  }).catch(() => undefined);
}

/** Report one read of FAQ `id` (nothing while it is undefined); again only when the item changes. */
export function useFaqRead(id: number | undefined): void {
  useEffect(() => {
    if (id === undefined) return;
    // A page prerendered for a link the visitor might follow is read only once they go to it.
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      const onShown = () => sendRead(id);
      document.addEventListener('prerenderingchange', onShown, { once: true });
      return () => document.removeEventListener('prerenderingchange', onShown);
    }
    sendRead(id);
  }, [id]);
}
