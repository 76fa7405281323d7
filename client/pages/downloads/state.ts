// Downloads state lives in the URL (?keyword=&product=). The product filter and the keyword combine.
import type { ManualCategory, ManualProduct } from '../../../shared/api';
import { cleanKeyword } from '../../../shared/text';
import { positiveInt, useUrlState, type UrlState } from '../../components/url-state';
import { keepsBesides } from '../../components/choice-form';

export interface DownloadsState {
  keyword: string;
  /** A product id; absent means 'All'. */
  product?: number;
}

export function parseDownloadsState(search: URLSearchParams): DownloadsState {
  return { keyword: cleanKeyword(search.get('keyword')), product: positiveInt(search.get('product')) };
}

export function downloadsSearch(state: DownloadsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.product !== undefined) params.set('product', String(state.product));
  return params;
}

export const downloadsTransitions = {
  search: (s: DownloadsState, keyword: string): DownloadsState => ({ ...s, keyword: cleanKeyword(keyword) }),
  product: (s: DownloadsState, product: number | undefined): DownloadsState => ({ ...s, product }),
};

/**
 * The categories to show: one product's, or with 'All' every product's, with categories of the same
 * name merged (all "Quick Start Guide" manuals in one list), in the order they first appear.
 */
export function manualCategories(products: readonly ManualProduct[], product?: number): ManualCategory[] {
  if (product !== undefined) return products.find((p) => p.id === product)?.category ?? [];
  const merged = new Map<string, ManualCategory>();
  for (const p of products) {
    for (const c of p.category) {
      const seen = merged.get(c.categoryName);
      if (seen) seen.userManual.push(...c.userManual);
      else merged.set(c.categoryName, { ...c, userManual: [...c.userManual] });
    }
  }
  return [...merged.values()];
}

/** What the product's form sends besides the product (hidden fields, for a browser without JavaScript): the keyword. */
export function downloadsProductKeeps(state: DownloadsState): URLSearchParams {
  return keepsBesides(downloadsSearch(downloadsTransitions.product(state, undefined)), 'product');
}

const DOWNLOADS_URL: UrlState<DownloadsState> = { parse: parseDownloadsState, toSearch: downloadsSearch, own: ['keyword', 'product'] };

export function useDownloadsState() {
  const { state, go } = useUrlState(DOWNLOADS_URL);
  return {
    state,
    search: (keyword: string) => go(downloadsTransitions.search(state, keyword)),
    /** What a search sends besides its keyword: the search box's hidden fields. */
    searchKeeps: downloadsSearch(downloadsTransitions.search(state, '')),
    chooseProduct: (product: number | undefined) => go(downloadsTransitions.product(state, product), { control: 'product' }),
    /** What the product's form sends besides the product (server only: choice-form.tsx). */
    productKeeps: import.meta.env.SSR ? downloadsProductKeeps(state) : undefined,
  };
}
