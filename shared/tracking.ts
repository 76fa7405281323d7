/**
 * Parameters that campaign and ad links add for the visitor's analytics, which no page reads: `utm_…`, and
 * the click ids of the ad and social networks, new for every click. The server renders and keeps a page
 * without them (one render for a burst of visitors from one post), and links to the page in another
 * language leave them out, as the server-rendered links do.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  'mkt_tok',
  '_ga',
  '_gl',
]);

/** Whether a parameter's name (decoded) is one of them, in any case. */
export function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || lower.startsWith('utm_');
}
