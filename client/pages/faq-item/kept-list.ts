// The query of the list an answer's "Back to FAQs" leads to, from what the tab kept of the list it last
// showed (faq-list/state.ts, keptFaqList): that list in its own language, the list without its search in
// another; the first page when nothing (or nothing readable) is kept.
export function keptListQuery(kept: string | null, lang: string): string {
  let value: unknown;
  try {
    value = kept ? JSON.parse(kept) : null;
  } catch {
    return '';
  }
  if (typeof value !== 'object' || value === null) return '';
  const { lang: listLang, search, otherLanguage } = value as Record<string, unknown>;
  const query = listLang === lang ? search : otherLanguage;
  // Only a query goes after the list's path: nothing that could lead elsewhere.
  return typeof query === 'string' && /^\?[\w%+.=&*-]*$/.test(query) ? query : '';
}
